/**
 * Which push an event sends, and to whom: the same people the notification drawer tells
 * (services/notify.ts and its callers), plus the topic subscribers of new posts and the owner's
 * queue. Each function runs after the response (http/push-after.ts). A held item pushes only
 * `held` to the owner, never its words; it pushes as a reply or comment when approved.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { COMMENT_TYPE } from '../../../contract/comment';
import { ROLE_ADMIN } from '../../../contract/session';
import { readChunked } from '../../db/chunked';
import type { Db } from '../../db/client';
import { articles, comments, messages, talks, users } from '../../db/schema';
import { isPublished } from '../published';
import { pushToTopic, pushToUser, type PushEnv } from './deliver';
import { commentPayload, heldPayload, replyPayload, type CommentFacts } from './payloads';

/** The row a comment write answers with (comments.ts `written`). */
export interface WrittenComment extends CommentFacts {
  parent_id: number | null;
  from_id: number;
  to_id: number | null;
  held?: boolean;
}

/** Whose article, talk or board note this is, while it is public; null when nobody's or not public. */
async function targetOwner(db: Db, type: number, forId: number): Promise<number | null> {
  if (type === COMMENT_TYPE.article) {
    return (await db.select({ owner: articles.author_id }).from(articles).where(and(eq(articles.id, forId), isPublished)).get())?.owner ?? null;
  }
  if (type === COMMENT_TYPE.talk) {
    return (await db.select({ owner: talks.user_id }).from(talks).where(and(eq(talks.id, forId), eq(talks.status, 1))).get())?.owner ?? null;
  }
  return (await db.select({ owner: messages.user_id }).from(messages).where(and(eq(messages.id, forId), eq(messages.held, 0))).get())?.owner ?? null;
}

/**
 * A public comment: a reply pushes `reply` to the replied person, a top-level comment `comment`
 * to the target's owner when an administrator (a reader's board note: `reply`). Nobody hears of
 * their own words, as in comments.ts.
 */
export async function pushComment(db: Db, env: PushEnv, origin: string, c: WrittenComment): Promise<void> {
  if (c.held) {
    await pushToTopic(env, origin, 'held', heldPayload(c.parent_id === null ? '评论' : '回复'));
    return;
  }
  if (c.parent_id !== null) {
    if (c.to_id !== null && c.to_id !== c.from_id) await pushToUser(env, origin, c.to_id, 'reply', replyPayload(c));
    return;
  }
  const owner = await targetOwner(db, c.type, c.for_id);
  if (owner === null || owner === c.from_id) return;
  // the owner follows `comment`; a reader whose board note (or talk) was commented on hears it as `reply`
  const account = await db.select({ role: users.role }).from(users).where(eq(users.id, owner)).get();
  await pushToUser(env, origin, owner, account?.role === ROLE_ADMIN ? 'comment' : 'reply', commentPayload(c));
}

/** Held comments the owner is about to approve (read before the approval, so each pushes once). */
export async function heldComments(db: Db, ids: number[]): Promise<WrittenComment[]> {
  if (ids.length === 0) return [];
  // D1 takes at most 100 bound values a statement: the list is read in parts
  return readChunked(ids, (part) =>
    db
      .select({ id: comments.id, type: comments.type, for_id: comments.for_id, parent_id: comments.parent_id, from_id: comments.from_id, from_name: comments.from_name, to_id: comments.to_id, content: comments.content })
      .from(comments)
      .where(and(eq(comments.held, 1), inArray(comments.id, part))),
  );
}

const APPROVED_PUSHES = 20;

/** After an approval: the comments that are public now push as if just written. */
export async function pushApproved(db: Db, env: PushEnv, origin: string, was: WrittenComment[]): Promise<void> {
  if (was.length === 0) return;
  const now = await readChunked(was.map((c) => c.id), (part) => db.select({ id: comments.id }).from(comments).where(and(eq(comments.held, 0), inArray(comments.id, part))));
  const published = new Set(now.map((r) => r.id));
  // a bulk approval (up to 200) pushes for its first 20: an invocation's subrequests are few, the drawer has them all
  for (const c of was.filter((w) => published.has(w.id)).slice(0, APPROVED_PUSHES)) await pushComment(db, env, origin, c);
}
