import { count, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../contract/envelope';
import type { OwnComment, OwnMessage } from '../../contract/user-activity';
import type { Db } from '../db/client';
import { comments, messages } from '../db/schema';
import { publishedSql } from './published';
import { heldMark } from './write-screen/visibility';

/** The user's own comments, newest first, each with what it was written on. One batch of two statements. */
export async function listOwnComments(db: Db, userId: number, current: number, size: number): Promise<Page<OwnComment>> {
  const mine = eq(comments.from_id, userId);
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(comments).where(mine),
    db
      .select({
        id: comments.id,
        type: comments.type,
        for_id: comments.for_id,
        parent_id: comments.parent_id,
        content: comments.content,
        thumbs_up: comments.thumbs_up,
        createdAt: comments.createdAt,
        held: comments.held,
        target_title: sql<string | null>`CASE ${comments.type}
          WHEN 1 THEN (SELECT a.article_title FROM blog_article a WHERE a.id = ${comments.for_id} AND ${sql.raw(publishedSql('a'))})
          WHEN 2 THEN (SELECT substr(t.content, 1, 40) FROM blog_talk t WHERE t.id = ${comments.for_id} AND t.status = 1)
          ELSE (SELECT substr(m.message, 1, 40) FROM blog_message m WHERE m.id = ${comments.for_id}) END`,
      })
      .from(comments)
      .where(mine)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list: list.map(({ held, ...row }) => ({ ...row, ...heldMark(held) })) };
}

/** The user's own message-board notes, newest first, with their comment counts. */
export async function listOwnMessages(db: Db, userId: number, current: number, size: number): Promise<Page<OwnMessage>> {
  const mine = eq(messages.user_id, userId);
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(messages).where(mine),
    db
      .select({
        id: messages.id,
        message: messages.message,
        tag: messages.tag,
        like_times: messages.like_times,
        createdAt: messages.createdAt,
        held: messages.held,
        comment_total: sql<number>`(SELECT count(*) FROM blog_comment c WHERE c.type = 3 AND c.for_id = "blog_message"."id" AND c.held = 0)`,
      })
      .from(messages)
      .where(mine)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list: list.map(({ held, ...row }) => ({ ...row, ...heldMark(held) })) };
}
