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
import { commentsShownTo, heldMark, notesShownTo, type Reader } from './write-screen/visibility';
import { isPublished } from './published';
import type { ScreenVerdict } from './write-screen';

const code = ErrorCode.comment;

export interface Origin {
  ip: string;
  region: string;
}

/** The owner of what is commented on and how their notification names it, or a failure when it does not exist (or is not public). */
async function targetOwner(db: Db, type: number, forId: number, reader: Reader = {}): Promise<{ owner: number | null; target: CommentTarget }> {
  if (type === COMMENT_TYPE.article) {
    const row = await db.select({ owner: articles.author_id, title: articles.article_title }).from(articles).where(and(eq(articles.id, forId), isPublished)).get();
    if (!row) throw fail(code, commentMessages.targetMissing);
    return { owner: row.owner, target: { type: 1, title: row.title } };
  }
  let row: { owner: number | null } | undefined;
  if (type === COMMENT_TYPE.talk) {
    row = await db.select({ owner: talks.user_id }).from(talks).where(and(eq(talks.id, forId), eq(talks.status, 1))).get();
  } else {
    // a held note (审核中) is there only for its author and the owner
    row = await db.select({ owner: messages.user_id }).from(messages).where(and(eq(messages.id, forId), notesShownTo(reader))).get();
  }
  if (!row) throw fail(code, commentMessages.targetMissing);
  return { owner: row.owner, target: { type: type === COMMENT_TYPE.talk ? 2 : 3 } };
}

/**
 * The comment the batch's previous statement wrote: a batch runs its statements in order on one
 * connection, and a trigger's own inserts do not change this value once the statement has ended.
 */
const justInserted = sql<number>`last_insert_rowid()`;

const readerOf = (user: TokenUser): Reader => ({ userId: user.id, admin: user.role === ROLE_ADMIN });
const shownTo = (user: TokenUser) => commentsShownTo(readerOf(user));

/** The author as the request resolved them (http/auth.ts): no second read of the account. */
const profile = (user: LiveUser) => ({ name: user.nick_name || user.username, avatar: user.avatar });

/**
 * The stored comment as its writer gets it back: `held: true` on a held one, and never the reason,
 * which would name the owner's matched word (a refusal does not either).
 */
function written<T extends { held: number; held_reason: string }>({ held, held_reason: _reason, ...row }: T) {
  return { ...row, ...heldMark(held) };
}

/** The stored state of a screened write: held (审核中) with its reason, or public. */
const heldColumns = (verdict: ScreenVerdict) => ({ held: verdict.held ? 1 : 0, held_reason: verdict.reason ?? '' });

/** A held comment notifies nobody: the notice is written when the owner approves it (publishNotices). */
export async function addComment(db: Db, input: CommentAddInput, user: LiveUser, origin: Origin, verdict: ScreenVerdict = { held: false }) {
  const { owner, target } = await targetOwner(db, input.type, input.for_id, readerOf(user));
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
      ...heldColumns(verdict),
    })
    .returning();
  if (owner === null || owner === user.id || verdict.held) return { res: written((await insert)[0]!) };
  const note = notifyInsert(db, {
    user_id: owner,
    type: input.type,
    to_id: input.for_id,
    comment_id: justInserted,
    message: notifyText.comment(target, me.name, content),
  });
  const [rows] = await db.batch([insert, note]);
  return { res: written(rows[0]!) };
}

export async function applyComment(db: Db, input: CommentApplyInput, user: LiveUser, origin: Origin, verdict: ScreenVerdict = { held: false }) {
  await targetOwner(db, input.type, input.for_id, readerOf(user));
  // a held thread is there only for its author and the owner: nobody else can answer it
  const parent = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, input.parent_id), eq(comments.type, input.type), eq(comments.for_id, input.for_id), shownTo(user)))
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
      ...heldColumns(verdict),
    })
    .returning();
  if (input.to_id === user.id || verdict.held) return { res: written((await insert)[0]!) };
  const note = notifyInsert(db, {
    user_id: input.to_id,
    type: input.type,
    to_id: input.for_id,
    comment_id: justInserted,
    message: notifyText.reply(me.name, content),
  });
  const [rows] = await db.batch([insert, note]);
  return { res: written(rows[0]!) };
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

/** A comment the owner approved, as its row has it. */
export interface ApprovedComment {
  id: number;
  type: number;
  for_id: number;
  parent_id: number | null;
  from_id: number;
  from_name: string;
  to_id: number | null;
  content: string;
}

/**
 * The notices a held comment would have sent when it was written, written now that the owner
 * approved it: the target's owner hears of a comment, the replied user of a reply, nobody of
 * their own words. A target that is gone or no longer public notifies nobody.
 */
export async function publishNotices(db: Db, approved: ApprovedComment[]) {
  const notes = [];
  for (const c of approved) {
    if (c.parent_id !== null) {
      if (c.to_id !== null && c.to_id !== c.from_id) {
        notes.push(notifyInsert(db, { user_id: c.to_id, type: c.type, to_id: c.for_id, comment_id: c.id, message: notifyText.reply(c.from_name, c.content) }));
      }
      continue;
    }
    const found = await targetOwner(db, c.type, c.for_id).catch(() => null);
    if (!found || found.owner === null || found.owner === c.from_id) continue;
    notes.push(notifyInsert(db, { user_id: found.owner, type: c.type, to_id: c.for_id, comment_id: c.id, message: notifyText.comment(found.target, c.from_name, c.content) }));
  }
  for (let i = 0; i < notes.length; i += 50) {
    const part = notes.slice(i, i + 50);
    if (part.length) await db.batch(part as [(typeof part)[number], ...(typeof part)[number][]]);
  }
}
