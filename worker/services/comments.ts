/** Writing comments (contract §3.4): the author is the token's user, the notified owner is the target's. */
import { and, eq, or, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/session';
import { COMMENT_TYPE, commentMessages, type CommentAddInput, type CommentApplyInput } from '../../contract/comment';
import { ErrorCode } from '../../contract/envelope';
import { notifyText, type CommentTarget } from '../../contract/notify';
import type { Db } from '../db/client';
import { articles, comments, messages, talks, users } from '../db/schema';
import type { LiveUser, TokenUser } from '../env';
import { fail } from '../http/app-error';
import { filterText } from './content-filter';
import { notifyInsert } from './notify';
import { isPublished } from './published';

const code = ErrorCode.comment;

export interface Origin {
  ip: string;
  region: string;
}

/** The owner of what is commented on and how their notification names it, or a failure when it does not exist (or is not public). */
async function targetOwner(db: Db, type: number, forId: number): Promise<{ owner: number | null; target: CommentTarget }> {
  if (type === COMMENT_TYPE.article) {
    const row = await db.select({ owner: articles.author_id, title: articles.article_title }).from(articles).where(and(eq(articles.id, forId), isPublished)).get();
    if (!row) throw fail(code, commentMessages.targetMissing);
    return { owner: row.owner, target: { type: 1, title: row.title } };
  }
  let row: { owner: number | null } | undefined;
  if (type === COMMENT_TYPE.talk) {
    row = await db.select({ owner: talks.user_id }).from(talks).where(and(eq(talks.id, forId), eq(talks.status, 1))).get();
  } else {
    row = await db.select({ owner: messages.user_id }).from(messages).where(eq(messages.id, forId)).get();
  }
  if (!row) throw fail(code, commentMessages.targetMissing);
  return { owner: row.owner, target: { type: type === COMMENT_TYPE.talk ? 2 : 3 } };
}

/**
 * The comment the batch's previous statement wrote: a batch runs its statements in order on one
 * connection, and a trigger's own inserts do not change this value once the statement has ended.
 */
const justInserted = sql<number>`last_insert_rowid()`;

/** The author as the request resolved them (http/auth.ts): no second read of the account. */
const profile = (user: LiveUser) => ({ name: user.nick_name || user.username, avatar: user.avatar });

export async function addComment(db: Db, input: CommentAddInput, user: LiveUser, origin: Origin) {
  const { owner, target } = await targetOwner(db, input.type, input.for_id);
  const me = profile(user);
  const content = filterText(input.content);
  const insert = db
    .insert(comments)
    .values({
      type: input.type,
      for_id: input.for_id,
      from_id: user.id,
      from_name: me.name,
      from_avatar: me.avatar,
      content,
      ip: origin.ip,
      ip_address: origin.region,
    })
    .returning();
  if (owner === null || owner === user.id) return { res: (await insert)[0] };
  const note = notifyInsert(db, {
    user_id: owner,
    type: input.type,
    to_id: input.for_id,
    comment_id: justInserted,
    message: notifyText.comment(target, me.name, content),
  });
  const [rows] = await db.batch([insert, note]);
  return { res: rows[0] };
}

export async function applyComment(db: Db, input: CommentApplyInput, user: LiveUser, origin: Origin) {
  await targetOwner(db, input.type, input.for_id);
  const parent = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, input.parent_id), eq(comments.type, input.type), eq(comments.for_id, input.for_id)))
    .get();
  if (!parent) throw fail(code, commentMessages.parentMissing);
  // the replied user must have written the parent or one of its replies: a reply cannot notify a stranger
  const inThread = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.from_id, input.to_id),
        or(eq(comments.id, input.parent_id), eq(comments.parent_id, input.parent_id)),
      ),
    )
    .limit(1)
    .get();
  if (!inThread) throw fail(code, commentMessages.replyTargetInvalid);
  const me = profile(user);
  const to = await db.select({ nick_name: users.nick_name, avatar: users.avatar }).from(users).where(eq(users.id, input.to_id)).get();
  const content = filterText(input.content);
  const insert = db
    .insert(comments)
    .values({
      parent_id: input.parent_id,
      type: input.type,
      for_id: input.for_id,
      from_id: user.id,
      from_name: me.name,
      from_avatar: me.avatar,
      to_id: input.to_id,
      to_name: to?.nick_name ?? '',
      to_avatar: to?.avatar ?? '',
      content,
      ip: origin.ip,
      ip_address: origin.region,
    })
    .returning();
  if (input.to_id === user.id) return { res: (await insert)[0] };
  const note = notifyInsert(db, {
    user_id: input.to_id,
    type: input.type,
    to_id: input.for_id,
    comment_id: justInserted,
    message: notifyText.reply(me.name, content),
  });
  const [rows] = await db.batch([insert, note]);
  return { res: rows[0] };
}

/** parent_id 0 = a top-level comment: its replies go with it. Only the author or an administrator may delete. */
export async function deleteComment(db: Db, id: number, user: TokenUser) {
  const row = await db.select({ from_id: comments.from_id, parent_id: comments.parent_id }).from(comments).where(eq(comments.id, id)).get();
  if (!row) throw fail(code, commentMessages.commentMissing);
  if (row.from_id !== user.id && user.role !== ROLE_ADMIN) throw fail(code, commentMessages.notYours);
  const where = row.parent_id === null ? or(eq(comments.id, id), eq(comments.parent_id, id)) : eq(comments.id, id);
  const deleted = await db.delete(comments).where(where).returning({ id: comments.id });
  return { res: deleted.length };
}
