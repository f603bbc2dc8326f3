/** Owner's console: friend links, message board, comments, site settings and page headers. */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { siteTexts, type ConfigInput } from '../../contract/admin-site';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { LINK_APPROVED, LINK_PENDING } from '../../contract/links';
import { NOTIFY_TYPE, notifyText } from '../../contract/notify';
import { batchChunked, readChunked, rowsPerInsert } from '../db/chunked';
import type { Db } from '../db/client';
import { comments, config, links, messages, notifies, pageHeaders } from '../db/schema';
import { anyContains, containsText } from '../db/like';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { consoleActor, releaseFile } from './stored-files';
import { OWNER_USER_ID } from './notify';


export async function listLinks(db: Db, q: { current: number; size: number; status?: number; site_name?: string }) {
  const where = and(q.status ? eq(links.status, q.status) : undefined, q.site_name ? containsText(links.site_name, q.site_name) : undefined);
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(links).where(where),
    db.select().from(links).where(where).orderBy(links.status, desc(links.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

const approvedText = (siteName: string) => `您的友链申请「${siteName}」已通过审核，已展示在友链页面！`;

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
  if (!old) throw fail(ErrorCode.links, siteTexts.linkMissing);
  await db.update(links).set({ ...fields, ...(status ? { status } : {}), updatedAt: chinaTime() }).where(eq(links.id, id)).run();
  if (status === LINK_APPROVED && old.status !== LINK_APPROVED) await notifyApproved(db, [old]);
  if (old.site_avatar !== fields.site_avatar) await releaseFile(db, bucket, old.site_avatar, consoleActor);
  return true;
}

async function notifyApproved(db: Db, rows: { site_name: string; user_id: string }[]) {
  const values = rows
    .filter((r) => /^\d+$/.test(r.user_id))
    .map((r) => ({ user_id: Number(r.user_id), type: NOTIFY_TYPE.link, to_id: null, message: approvedText(r.site_name) }));
  await batchChunked(db, values, (part) => [db.insert(notifies).values(part)], rowsPerInsert(5));
}

/** Pending → approved, and each applicant gets a notification (type 4) that opens the links page. */
export async function approveLinks(db: Db, ids: number[]) {
  const pending = await readChunked(ids, (part) => db.select().from(links).where(and(inArray(links.id, part), eq(links.status, LINK_PENDING))).all());
  if (pending.length === 0) return true;
  const updatedAt = chinaTime();
  await batchChunked(db, pending.map((l) => l.id), (part) => [db.update(links).set({ status: LINK_APPROVED, updatedAt }).where(inArray(links.id, part))]);
  await notifyApproved(db, pending);
  return true;
}

export async function deleteLinks(db: Db, bucket: R2Bucket, ids: number[]) {
  const rows = await readChunked(ids, (part) => db.select({ avatar: links.site_avatar }).from(links).where(inArray(links.id, part)).all());
  await batchChunked(db, ids, (part) => [db.delete(links).where(inArray(links.id, part))]);
  for (const r of rows) await releaseFile(db, bucket, r.avatar, consoleActor);
  return true;
}

export async function listMessages(db: Db, q: { current: number; size: number; keyword?: string }) {
  const where = q.keyword ? anyContains([messages.message, messages.nick_name], q.keyword) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(messages).where(where),
    db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

/** Messages go with their comments (type 3) and likes would be orphans harmlessly. */
export async function deleteMessages(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(comments).where(and(eq(comments.type, 3), inArray(comments.for_id, part))), db.delete(messages).where(inArray(messages.id, part))]);
  return true;
}

export async function listComments(db: Db, q: { current: number; size: number; content?: string; from_name?: string; to_name?: string; time?: string[] }): Promise<Page<typeof comments.$inferSelect>> {
  const where = and(
    q.content ? containsText(comments.content, q.content) : undefined,
    q.from_name ? containsText(comments.from_name, q.from_name) : undefined,
    q.to_name ? containsText(comments.to_name, q.to_name) : undefined,
    q.time ? sql`${comments.createdAt} BETWEEN ${q.time[0]} AND ${q.time[1]}` : undefined,
  );
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(comments).where(where),
    db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

/** A top-level comment takes its replies with it. */
export async function deleteComments(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(comments).where(or(inArray(comments.id, part), inArray(comments.parent_id, part)))]);
  return true;
}

/** Creates the single config row or updates it; images that were replaced are removed from R2. */
export async function saveConfig(db: Db, bucket: R2Bucket, input: ConfigInput) {
  const old = await db.select().from(config).orderBy(config.id).limit(1).get();
  if (!old) {
    await db.insert(config).values(input).run();
    return true;
  }
  await db.update(config).set({ ...input, updatedAt: chinaTime() }).where(eq(config.id, old.id)).run();
  const images = ['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay'] as const;
  for (const key of images) if (old[key] && old[key] !== input[key]) await releaseFile(db, bucket, old[key], consoleActor);
  return true;
}

export async function savePageHeader(db: Db, bucket: R2Bucket, input: { id?: number; route_name: string; bg_url: string }) {
  const clash = await db.select({ id: pageHeaders.id }).from(pageHeaders).where(eq(pageHeaders.route_name, input.route_name)).get();
  if (clash && clash.id !== input.id) throw fail(ErrorCode.pageHeader, siteTexts.routeTaken);
  if (!input.id) return db.insert(pageHeaders).values({ route_name: input.route_name, bg_url: input.bg_url }).returning({ id: pageHeaders.id }).get();
  const old = await db.select().from(pageHeaders).where(eq(pageHeaders.id, input.id)).get();
  if (!old) throw fail(ErrorCode.pageHeader, '背景图不存在');
  await db.update(pageHeaders).set({ route_name: input.route_name, bg_url: input.bg_url, updatedAt: chinaTime() }).where(eq(pageHeaders.id, input.id)).run();
  if (old.bg_url !== input.bg_url) await releaseFile(db, bucket, old.bg_url, consoleActor);
  return { id: input.id };
}

/** The image to remove is read from the row, never taken from the body. */
export async function deletePageHeader(db: Db, bucket: R2Bucket, id: number) {
  const old = await db.select().from(pageHeaders).where(eq(pageHeaders.id, id)).get();
  if (!old) throw fail(ErrorCode.pageHeader, '背景图不存在');
  await db.delete(pageHeaders).where(eq(pageHeaders.id, id)).run();
  await releaseFile(db, bucket, old.bg_url, consoleActor);
  return true;
}
