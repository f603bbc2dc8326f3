/**
 * Likes (contract §3.6). One like per identity and target is guaranteed by the
 * partial unique indexes on blog_like; the counter moves by changes() of the
 * insert/delete in the same D1 batch, so racing likes never double count.
 */
import { ErrorCode } from '../../contract/envelope';
import { likeMessages, type LikeInput } from '../../contract/like';
import { fail } from '../http/app-error';
import { publishedSql } from './published';

/** Who likes: the token's user, else the client IP (a body user_id proves nothing). */
export interface Liker {
  userId?: number;
  ip: string;
}

/** Counter column per like type. Table and column names are constants, never input. */
const TARGETS: Record<number, { table: string; column: string; visible: string }> = {
  1: { table: 'blog_article', column: 'thumbs_up_times', visible: publishedSql('blog_article') },
  2: { table: 'blog_talk', column: 'like_times', visible: 'status = 1' },
  // a held note or comment (审核中) is not there for anyone else to like
  3: { table: 'blog_message', column: 'like_times', visible: 'held = 0' },
  4: { table: 'blog_comment', column: 'thumbs_up', visible: 'held = 0' },
};

const who = (liker: Liker) =>
  liker.userId
    ? { clause: 'user_id = ?3 AND user_id IS NOT NULL', value: liker.userId as number | string }
    : { clause: 'user_id IS NULL AND ip = ?3', value: liker.ip };

async function assertTarget(d1: D1Database, { type, for_id }: LikeInput) {
  const target = TARGETS[type]!;
  const row = await d1.prepare(`SELECT 1 AS ok FROM ${target.table} WHERE id = ?1 AND ${target.visible}`).bind(for_id).first();
  if (!row) throw fail(ErrorCode.like, likeMessages.targetMissing);
  return target;
}

export async function addLike(d1: D1Database, input: LikeInput, liker: Liker): Promise<true> {
  const target = await assertTarget(d1, input);
  const [inserted] = await d1.batch([
    d1
      .prepare('INSERT INTO blog_like (type, for_id, user_id, ip) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(input.type, input.for_id, liker.userId ?? null, liker.userId ? null : liker.ip),
    // changes() still reports the insert above: 1 when it went in, 0 when the unique index refused it
    d1.prepare(`UPDATE ${target.table} SET ${target.column} = ${target.column} + changes() WHERE id = ?1`).bind(input.for_id),
  ]);
  if (!inserted?.meta.changes) throw fail(ErrorCode.like, likeMessages.already);
  return true;
}

export async function cancelLike(d1: D1Database, input: LikeInput, liker: Liker): Promise<number> {
  const target = TARGETS[input.type]!;
  const id = who(liker);
  const [deleted] = await d1.batch([
    d1.prepare(`DELETE FROM blog_like WHERE type = ?1 AND for_id = ?2 AND ${id.clause}`).bind(input.type, input.for_id, id.value),
    d1
      .prepare(`UPDATE ${target.table} SET ${target.column} = MAX(0, ${target.column} - changes()) WHERE id = ?1`)
      .bind(input.for_id),
  ]);
  const n = deleted?.meta.changes ?? 0;
  if (!n) throw fail(ErrorCode.like, likeMessages.notLiked);
  return n;
}

export async function isLiked(d1: D1Database, input: LikeInput, liker: Liker): Promise<boolean> {
  const id = who(liker);
  const row = await d1
    .prepare(`SELECT 1 AS ok FROM blog_like WHERE type = ?1 AND for_id = ?2 AND ${id.clause} LIMIT 1`)
    .bind(input.type, input.for_id, id.value)
    .first();
  return Boolean(row);
}
