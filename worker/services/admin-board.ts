/** Owner's console: the message board's notes. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { batchChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { anyContains } from '../db/contains';
import { comments, messages } from '../db/schema';

export async function listBoardNotesForConsole(db: Db, q: { current: number; size: number; keyword?: string }) {
  const where = q.keyword ? anyContains([messages.message, messages.nick_name], q.keyword) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(messages).where(where),
    db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

/** Notes go with their comments (type 3) and likes would be orphans harmlessly. */
export async function deleteBoardNotes(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(comments).where(and(eq(comments.type, 3), inArray(comments.for_id, part))), db.delete(messages).where(inArray(messages.id, part))]);
  return true;
}
