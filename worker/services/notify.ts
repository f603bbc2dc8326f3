/** Notifications (contract §3.9): written by other domains, read, marked and deleted only by their owner. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { NOTIFY_READ, notifyMessages, type NotifyItem } from '../../contract/notify';
import type { Db } from '../db/client';
import { notifies } from '../db/schema';
import { fail } from '../http/app-error';

/** The blog owner receives message-board and friend-link notifications. */
export const OWNER_USER_ID = 1;

interface NewNotify {
  user_id: number;
  type: number;
  to_id: number | null;
  message: string;
}

/** An insert statement, so callers can put it in the same batch as the write that caused it. */
export const notifyInsert = (db: Db, row: NewNotify) => db.insert(notifies).values(row);

export async function listOwn(db: Db, userId: number, current: number, size: number): Promise<Page<NotifyItem>> {
  const where = eq(notifies.user_id, userId);
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(notifies).where(where),
    db
      .select()
      .from(notifies)
      .where(where)
      .orderBy(asc(notifies.isView), desc(notifies.createdAt), desc(notifies.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
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
