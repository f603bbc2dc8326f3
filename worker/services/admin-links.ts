/** Owner's console: friend links (list, edit, approve, delete). */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { adminLinkTexts } from '../../contract/admin-links';
import { ErrorCode } from '../../contract/envelope';
import { LINK_APPROVED, LINK_PENDING } from '../../contract/links';
import { NOTIFY_TYPE, notifyText } from '../../contract/notify';
import { batchChunked, readChunked, rowsPerInsert } from '../db/chunked';
import type { Db } from '../db/client';
import { containsText } from '../db/contains';
import { links, notifies } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { OWNER_USER_ID } from './notify';
import { consoleActor, releaseFile } from './stored-files';

export async function listLinks(db: Db, q: { current: number; size: number; status?: number; site_name?: string }) {
  const where = and(q.status ? eq(links.status, q.status) : undefined, q.site_name ? containsText(links.site_name, q.site_name) : undefined);
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(links).where(where),
    db.select().from(links).where(where).orderBy(links.status, desc(links.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

/** The applicant's notice (and its push, services/push/site-triggers.ts). */
export const approvedText = (siteName: string) => `您的友链申请「${siteName}」已通过审核，已展示在友链页面！`;

/** Contract backUpdate: without id a new link (pending, owner notified); with id an edit that may set status. */
export async function backUpdateLink(db: Db, bucket: R2Bucket, input: { id?: number; site_name: string; site_desc: string; site_avatar: string; url: string; status?: number }, ownerId: number) {
  const { id, status, ...fields } = input;
  if (!id) {
    await db.batch([
      db.insert(links).values({ ...fields, status: status ?? LINK_PENDING, user_id: String(ownerId) }),
      db.insert(notifies).values({ user_id: OWNER_USER_ID, type: NOTIFY_TYPE.link, to_id: null, message: notifyText.linkApply(fields.site_name) }),
    ]);
    return true;
  }
  const old = await db.select().from(links).where(eq(links.id, id)).get();
  if (!old) throw fail(ErrorCode.links, adminLinkTexts.linkMissing);
  // approving a held application (审核中) here approves it from the hold queue too
  const release = status === LINK_APPROVED ? { held: 0, held_reason: '' } : {};
  await db.update(links).set({ ...fields, ...(status ? { status } : {}), ...release, updatedAt: chinaTime() }).where(eq(links.id, id)).run();
  if (status === LINK_APPROVED && old.status !== LINK_APPROVED) await notifyApproved(db, [old]);
  if (old.site_avatar !== fields.site_avatar) await releaseFile(db.$client, bucket, old.site_avatar, consoleActor);
  return true;
}

async function notifyApproved(db: Db, rows: { site_name: string; user_id: string }[]) {
  const values = rows
    .filter((r) => /^\d+$/.test(r.user_id))
    .map((r) => ({ user_id: Number(r.user_id), type: NOTIFY_TYPE.link, to_id: null, message: approvedText(r.site_name) }));
  await batchChunked(db, values, (part) => [db.insert(notifies).values(part)], rowsPerInsert(5));
}

/** Pending → approved (out of the hold queue, if it was held), and each applicant gets a notification (type 4) that opens the links page. */
export async function approveLinks(db: Db, ids: number[]) {
  const pending = await readChunked(ids, (part) => db.select().from(links).where(and(inArray(links.id, part), eq(links.status, LINK_PENDING))).all());
  if (pending.length === 0) return true;
  const updatedAt = chinaTime();
  await batchChunked(db, pending.map((l) => l.id), (part) => [db.update(links).set({ status: LINK_APPROVED, held: 0, held_reason: '', updatedAt }).where(inArray(links.id, part))]);
  await notifyApproved(db, pending);
  return true;
}

export async function deleteLinks(db: Db, bucket: R2Bucket, ids: number[]) {
  const rows = await readChunked(ids, (part) => db.select({ avatar: links.site_avatar }).from(links).where(inArray(links.id, part)).all());
  await batchChunked(db, ids, (part) => [db.delete(links).where(inArray(links.id, part))]);
  for (const r of rows) await releaseFile(db.$client, bucket, r.avatar, consoleActor);
  return true;
}
