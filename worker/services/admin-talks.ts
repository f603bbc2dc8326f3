/** Owner's console: talks (说说) with their photos, visibility, pin and recycle bin. */
import { count, desc, eq, inArray } from 'drizzle-orm';
import { talkAdminTexts, type AdminTalkRow, type TalkWriteInput } from '../../contract/admin-talks';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { readChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { talkPhotos, talks } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { consoleActor, releaseFile } from './stored-files';

const code = ErrorCode.talk;

export async function listTalks(db: Db, current: number, size: number, status?: number): Promise<Page<AdminTalkRow>> {
  const where = status ? eq(talks.status, status) : inArray(talks.status, [1, 2]);
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(talks).where(where),
    db
      .select({ id: talks.id, content: talks.content, status: talks.status, is_top: talks.is_top, like_times: talks.like_times, createdAt: talks.createdAt })
      .from(talks)
      .where(where)
      .orderBy(talks.is_top, desc(talks.createdAt), desc(talks.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  const ids = rows.map((r) => r.id);
  const photos = await readChunked(ids, (part) => db.select().from(talkPhotos).where(inArray(talkPhotos.talk_id, part)).orderBy(talkPhotos.id).all());
  const list = rows.map((r) => ({ ...r, talkImgList: photos.filter((p) => p.talk_id === r.id).map((p) => p.url) }));
  return { current, size, total: total[0]?.n ?? 0, list };
}

export async function publishTalk(db: Db, input: TalkWriteInput, userId: number) {
  const row = await db.insert(talks).values({ content: input.content, status: input.status, is_top: input.is_top, user_id: userId }).returning({ id: talks.id }).get();
  if (input.talkImgList.length) await db.insert(talkPhotos).values(input.talkImgList.map((p) => ({ talk_id: row.id, url: p.url }))).run();
  return row;
}

export async function updateTalk(db: Db, bucket: R2Bucket, input: TalkWriteInput & { id: number }) {
  const old = await db.select({ id: talks.id }).from(talks).where(eq(talks.id, input.id)).get();
  if (!old) throw fail(code, talkAdminTexts.talkMissing);
  const before = await db.select({ url: talkPhotos.url }).from(talkPhotos).where(eq(talkPhotos.talk_id, input.id)).all();
  const keep = new Set(input.talkImgList.map((p) => p.url));
  await db.batch([
    db.update(talks).set({ content: input.content, status: input.status, is_top: input.is_top, updatedAt: chinaTime() }).where(eq(talks.id, input.id)),
    db.delete(talkPhotos).where(eq(talkPhotos.talk_id, input.id)),
    ...(input.talkImgList.length ? [db.insert(talkPhotos).values(input.talkImgList.map((p) => ({ talk_id: input.id, url: p.url })))] : []),
  ]);
  for (const p of before) if (!keep.has(p.url)) await releaseFile(db.$client, bucket, p.url, consoleActor);
  return true;
}

export async function setTalk(db: Db, id: number, fields: { status?: number; is_top?: number }) {
  const res = await db.update(talks).set({ ...fields, updatedAt: chinaTime() }).where(eq(talks.id, id)).returning({ id: talks.id });
  if (!res[0]) throw fail(code, talkAdminTexts.talkMissing);
  return true;
}

/** Contract: a talk already in the bin is deleted for good (with its images); otherwise it moves to the bin. */
export async function deleteTalk(db: Db, bucket: R2Bucket, id: number) {
  const row = await db.select({ status: talks.status }).from(talks).where(eq(talks.id, id)).get();
  if (!row) throw fail(code, talkAdminTexts.talkMissing);
  if (row.status !== 3) return setTalk(db, id, { status: 3 });
  const photos = await db.select({ url: talkPhotos.url }).from(talkPhotos).where(eq(talkPhotos.talk_id, id)).all();
  await db.batch([db.delete(talkPhotos).where(eq(talkPhotos.talk_id, id)), db.delete(talks).where(eq(talks.id, id))]);
  for (const p of photos) await releaseFile(db.$client, bucket, p.url, consoleActor);
  return true;
}
