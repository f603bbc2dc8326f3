/** Reading comments (contract §3.4): one statement per page with current names, avatars and the viewer's like. */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { COMMENT_PAGE_SIZE, commentMessages, type CommentItem, type CommentPlace } from '../../contract/comment';
import { ErrorCode } from '../../contract/envelope';
import type { Page } from '../../contract/envelope';
import { LIKE_TYPE } from '../../contract/like';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';
import { fail } from '../http/app-error';
import type { Liker } from './likes';
import { commentsShownTo, heldMark, publicComment, type Reader } from './write-screen/visibility';

/** Who is reading a thread: what they liked, and which held comments they may see (their own; all for the owner). */
export type ThreadViewer = Liker & Reader;

const author = alias(users, 'author');
const replied = alias(users, 'replied');

function likedBy(viewer: Liker) {
  const who = viewer.userId ? sql`l.user_id = ${viewer.userId}` : sql`l.user_id IS NULL AND l.ip = ${viewer.ip}`;
  return sql<number>`EXISTS (
    SELECT 1 FROM blog_like l WHERE l.type = ${LIKE_TYPE.comment} AND l.for_id = ${comments.id} AND ${who}
  )`.as('liked');
}

const columns = (viewer: Liker) => ({
  id: comments.id,
  parent_id: comments.parent_id,
  type: comments.type,
  for_id: comments.for_id,
  from_id: comments.from_id,
  from_name: comments.from_name,
  from_avatar: comments.from_avatar,
  to_id: comments.to_id,
  to_name: comments.to_name,
  to_avatar: comments.to_avatar,
  content: comments.content,
  thumbs_up: comments.thumbs_up,
  ip: comments.ip,
  ip_address: comments.ip_address,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  held: comments.held,
  liked: likedBy(viewer),
  // aliased: two joins of blog_user would otherwise collide by column name inside a D1 batch
  authorName: sql<string | null>`${author.nick_name}`.as('author_name'),
  authorAvatar: sql<string | null>`${author.avatar}`.as('author_avatar'),
  repliedName: sql<string | null>`${replied.nick_name}`.as('replied_name'),
  repliedAvatar: sql<string | null>`${replied.avatar}`.as('replied_avatar'),
});

type Row = Awaited<ReturnType<typeof pageQuery>>[number];

/** Loopback gets the contract's "本机地址"; a region we never learned stays honest. */
const regionLabel = (ip: string, stored: string) =>
  stored || (!ip || ip === '127.0.0.1' || ip === '::1' ? '本机地址' : '未知地区');

function toItem(row: Row): CommentItem {
  const { liked, authorName, authorAvatar, repliedName, repliedAvatar, ip, ip_address, held, ...comment } = row;
  const fromName = authorName ?? comment.from_name;
  return {
    ...comment,
    from_name: fromName,
    form_name: fromName,
    from_avatar: authorAvatar ?? comment.from_avatar,
    to_name: comment.to_id ? (repliedName ?? comment.to_name) : comment.to_name,
    to_avatar: comment.to_id ? (repliedAvatar ?? comment.to_avatar) : comment.to_avatar,
    ipAddress: regionLabel(ip, ip_address),
    is_like: Boolean(liked),
    ...heldMark(held),
  };
}

function pageQuery(db: Db, viewer: Liker, where: ReturnType<typeof and>) {
  return db
    .select(columns(viewer))
    .from(comments)
    .leftJoin(author, eq(author.id, comments.from_id))
    .leftJoin(replied, eq(replied.id, comments.to_id))
    .where(where);
}

interface ListInput {
  current: number;
  size: number;
  type: number;
  for_id: number;
}

export async function listParents(db: Db, input: ListInput & { order?: string }, viewer: ThreadViewer): Promise<Page<CommentItem>> {
  const where = and(eq(comments.type, input.type), eq(comments.for_id, input.for_id), isNull(comments.parent_id), commentsShownTo(viewer));
  const order =
    input.order === 'new'
      ? [desc(comments.createdAt), desc(comments.id)]
      : [desc(comments.thumbs_up), desc(comments.createdAt), desc(comments.id)];
  const { current, size } = input;
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(comments).where(where),
    pageQuery(db, viewer, where).orderBy(...order).limit(size).offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list: rows.map(toItem) };
}

export async function listChildren(db: Db, input: ListInput & { parent_id: number }, viewer: ThreadViewer): Promise<Page<CommentItem>> {
  const where = and(eq(comments.type, input.type), eq(comments.for_id, input.for_id), eq(comments.parent_id, input.parent_id), commentsShownTo(viewer));
  const { current, size } = input;
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(comments).where(where),
    pageQuery(db, viewer, where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(size).offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list: rows.map(toItem) };
}

export async function totalFor(db: Db, type: number, forId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.type, type), eq(comments.for_id, forId), publicComment));
  return row?.n ?? 0;
}

/**
 * Where a comment sits: counted among its siblings in the order the section lists them (listParents 'new', listChildren),
 * as this reader's section lists them. A held comment is not there for anyone but its author and the owner.
 */
export async function locate(db: Db, id: number, reader: Reader = {}): Promise<CommentPlace> {
  const shown = commentsShownTo(reader);
  const row = await db
    .select({ id: comments.id, type: comments.type, for_id: comments.for_id, parent_id: comments.parent_id, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.id, id), shown))
    .get();
  if (!row) throw fail(ErrorCode.comment, commentMessages.commentMissing);
  const siblings = and(eq(comments.type, row.type), eq(comments.for_id, row.for_id), shown);
  const top = row.parent_id === null ? row : await db.select({ id: comments.id, createdAt: comments.createdAt }).from(comments).where(eq(comments.id, row.parent_id)).get();
  if (!top) throw fail(ErrorCode.comment, commentMessages.commentMissing);
  const newer = sql`(${comments.createdAt} > ${top.createdAt} OR (${comments.createdAt} = ${top.createdAt} AND ${comments.id} > ${top.id}))`;
  const older = sql`(${comments.createdAt} < ${row.createdAt} OR (${comments.createdAt} = ${row.createdAt} AND ${comments.id} < ${row.id}))`;
  const [before, earlier] = await db.batch([
    db.select({ n: count() }).from(comments).where(and(siblings, isNull(comments.parent_id), newer)),
    db.select({ n: count() }).from(comments).where(and(siblings, eq(comments.parent_id, top.id), older)),
  ]);
  const pageOf = (n: number) => Math.floor(n / COMMENT_PAGE_SIZE) + 1;
  return {
    id: row.id,
    type: row.type,
    for_id: row.for_id,
    parent_id: row.parent_id,
    page: pageOf(before[0]?.n ?? 0),
    reply_page: row.parent_id === null ? null : pageOf(earlier[0]?.n ?? 0),
  };
}
