/** Notifications (contract §3.9): written by other domains, read, marked and deleted only by their owner. */
import { and, asc, count, desc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { NOTIFY_READ, NOTIFY_TYPE, NOTIFY_UNREAD, notifyMessages, type NotifyItem } from '../../contract/notify';
import type { Db } from '../db/client';
import { articles, comments, notifies, talks } from '../db/schema';
import { fail } from '../http/app-error';
import { isPublished } from './published';

/** The blog owner receives message-board and friend-link notifications. */
export const OWNER_USER_ID = 1;

interface NewNotify {
  user_id: number;
  type: number;
  to_id: number | null;
  comment_id?: number | SQL<number>;
  message: string;
}

/** An insert statement, so callers can put it in the same batch as the write that caused it. */
export const notifyInsert = (db: Db, row: NewNotify) => db.insert(notifies).values(row);

/**
 * A page of the reader's notices, each with what the drawer shows beside the text: the article's
 * title while it is public, and whether what the notice points at is gone (its comment deleted,
 * its article or talk removed or no longer public), so the drawer never opens an empty place.
 */
export async function listOwn(db: Db, userId: number, current: number, size: number): Promise<Page<NotifyItem>> {
  const where = eq(notifies.user_id, userId);
  const gone = sql<number>`CASE
    WHEN ${notifies.comment_id} IS NOT NULL AND ${comments.id} IS NULL THEN 1
    WHEN ${notifies.type} = ${NOTIFY_TYPE.article} AND ${notifies.to_id} IS NOT NULL AND ${articles.id} IS NULL THEN 1
    WHEN ${notifies.type} = ${NOTIFY_TYPE.talk} AND ${notifies.to_id} IS NOT NULL AND ${talks.id} IS NULL THEN 1
    ELSE 0 END`;
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(notifies).where(where),
    db
      .select({ ...getTableColumns(notifies), title: articles.article_title, gone })
      .from(notifies)
      .leftJoin(articles, and(eq(notifies.type, NOTIFY_TYPE.article), eq(articles.id, notifies.to_id), isPublished))
      .leftJoin(talks, and(eq(notifies.type, NOTIFY_TYPE.talk), eq(talks.id, notifies.to_id), eq(talks.status, 1)))
      .leftJoin(comments, eq(comments.id, notifies.comment_id))
      .where(where)
      .orderBy(asc(notifies.isView), desc(notifies.createdAt), desc(notifies.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  const list = rows.map((row) => ({ ...row, gone: Boolean(row.gone) }));
  return { current, size, total: total[0]?.n ?? 0, list };
}

/** 全部已读: the reader's unread notices up to the newest one they have seen. */
export async function markAllRead(db: Db, userId: number, upTo: number): Promise<{ res: number }> {
  const rows = await db
    .update(notifies)
    .set({ isView: NOTIFY_READ })
    .where(and(eq(notifies.user_id, userId), eq(notifies.isView, NOTIFY_UNREAD), lte(notifies.id, upTo)))
    .returning({ id: notifies.id });
  return { res: rows.length };
}

/** Someone else's notification answers exactly like a missing one: its existence is not disclosed. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifies)
    .set({ isView: NOTIFY_READ })
    .where(and(eq(notifies.id, id), eq(notifies.user_id, userId)))
    .returning({ id: notifies.id });
  if (rows.length === 0) throw fail(ErrorCode.notify, notifyMessages.missing);
  return true;
}

export async function removeOwn(db: Db, userId: number, id: number): Promise<{ res: number }> {
  const rows = await db
    .delete(notifies)
    .where(and(eq(notifies.id, id), eq(notifies.user_id, userId)))
    .returning({ id: notifies.id });
  if (rows.length === 0) throw fail(ErrorCode.notify, notifyMessages.missing);
  return { res: rows.length };
}
