/** Owner's console: comments. */
import { and, count, desc, inArray, or, sql } from 'drizzle-orm';
import type { Page } from '../../contract/envelope';
import { batchChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { containsText } from '../db/contains';
import { comments } from '../db/schema';

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
