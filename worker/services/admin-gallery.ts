/** Owner's console: photo albums and their photos (recycle bin, restore, delete for good). */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { galleryAdminTexts, type AdminAlbumRow } from '../../contract/admin-gallery';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { batchChunked, readChunked, rowsPerInsert } from '../db/chunked';
import type { Db } from '../db/client';
import { photoAlbums, photos } from '../db/schema';
import { containsText } from '../db/contains';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { consoleActor, releaseFile } from './stored-files';

export async function listAlbums(db: Db, current: number, size: number, name?: string): Promise<Page<AdminAlbumRow>> {
  const where = name ? containsText(photoAlbums.album_name, name) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(photoAlbums).where(where),
    db
      .select({
        id: photoAlbums.id,
        album_name: photoAlbums.album_name,
        album_cover: photoAlbums.album_cover,
        description: photoAlbums.description,
        photoCount: sql<number>`(SELECT count(*) FROM blog_photo p WHERE p.album_id = "blog_photo_album"."id" AND p.status = 1)`,
        createdAt: photoAlbums.createdAt,
      })
      .from(photoAlbums)
      .where(where)
      .orderBy(desc(photoAlbums.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

export async function saveAlbum(db: Db, bucket: R2Bucket, input: { id?: number; album_name: string; album_cover: string; description: string }) {
  const clash = await db.select({ id: photoAlbums.id }).from(photoAlbums).where(eq(photoAlbums.album_name, input.album_name)).get();
  if (clash && clash.id !== input.id) throw fail(ErrorCode.photoAlbum, galleryAdminTexts.albumTaken);
  const { id, ...fields } = input;
  if (!id) return db.insert(photoAlbums).values(fields).returning({ id: photoAlbums.id }).get();
  const old = await db.select().from(photoAlbums).where(eq(photoAlbums.id, id)).get();
  if (!old) throw fail(ErrorCode.photoAlbum, galleryAdminTexts.albumMissing);
  await db.update(photoAlbums).set({ ...fields, updatedAt: chinaTime() }).where(eq(photoAlbums.id, id)).run();
  if (old.album_cover !== fields.album_cover) await releaseFile(db.$client, bucket, old.album_cover, consoleActor);
  return { id };
}

export async function deleteAlbum(db: Db, bucket: R2Bucket, id: number) {
  const old = await db.select().from(photoAlbums).where(eq(photoAlbums.id, id)).get();
  if (!old) throw fail(ErrorCode.photoAlbum, galleryAdminTexts.albumMissing);
  const urls = await db.select({ url: photos.url }).from(photos).where(eq(photos.album_id, id)).all();
  await db.batch([db.delete(photos).where(eq(photos.album_id, id)), db.delete(photoAlbums).where(eq(photoAlbums.id, id))]);
  for (const u of [...urls.map((p) => p.url), old.album_cover]) await releaseFile(db.$client, bucket, u, consoleActor);
  return true;
}

export async function listPhotos(db: Db, albumId: number, status: number, current: number, size: number) {
  const where = and(eq(photos.album_id, albumId), eq(photos.status, status));
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(photos).where(where),
    db.select().from(photos).where(where).orderBy(desc(photos.id)).limit(size).offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

export async function addPhotos(db: Db, list: { album_id: number; url: string }[]) {
  const albumIds = [...new Set(list.map((p) => p.album_id))];
  const found = await readChunked(albumIds, (part) => db.select({ id: photoAlbums.id }).from(photoAlbums).where(inArray(photoAlbums.id, part)).all());
  if (found.length !== albumIds.length) throw fail(ErrorCode.photo, galleryAdminTexts.albumMissing);
  await batchChunked(db, list, (part) => [db.insert(photos).values(part)], rowsPerInsert(3));
  return true;
}

/** type 1 → recycle bin; type 2 → delete rows and files (urls read from the rows, never from the body). */
export async function deletePhotos(db: Db, bucket: R2Bucket, ids: number[], type: number) {
  if (type === 1) {
    const updatedAt = chinaTime();
    await batchChunked(db, ids, (part) => [db.update(photos).set({ status: 2, updatedAt }).where(inArray(photos.id, part))]);
    return true;
  }
  const rows = await readChunked(ids, (part) => db.select({ url: photos.url }).from(photos).where(inArray(photos.id, part)).all());
  await batchChunked(db, ids, (part) => [db.delete(photos).where(inArray(photos.id, part))]);
  for (const r of rows) await releaseFile(db.$client, bucket, r.url, consoleActor);
  return true;
}

export async function revertPhotos(db: Db, ids: number[]) {
  const updatedAt = chinaTime();
  await batchChunked(db, ids, (part) => [db.update(photos).set({ status: 1, updatedAt }).where(inArray(photos.id, part))]);
  return true;
}
