/** Photo albums and their photos (contract §3.10). */
import { and, desc, eq } from 'drizzle-orm';
import type { AlbumItem, PhotoItem } from '../../contract/gallery';
import type { Db } from '../db/client';
import { photoAlbums, photos } from '../db/schema';

const PHOTO_VISIBLE = 1;

/** Every album, newest first. */
export function listAlbums(db: Db): Promise<AlbumItem[]> {
  return db.select().from(photoAlbums).orderBy(desc(photoAlbums.createdAt), desc(photoAlbums.id)).all();
}

/** The album's photos outside the recycle bin, newest first; an unknown album has none. */
export function listAlbumPhotos(db: Db, albumId: number): Promise<PhotoItem[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.album_id, albumId), eq(photos.status, PHOTO_VISIBLE)))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .all();
}
