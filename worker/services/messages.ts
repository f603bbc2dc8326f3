/** Message board (contract §3.8): lists in a fixed number of statements, writes by the token's user or a guest. */
import { and, between, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode, type Page } from '../../contract/envelope';
import { LIKE_TYPE } from '../../contract/like';
import {
  GUEST_PREFIX,
  HOT_TAG_LIMIT,
  messageTexts,
  type HotTag,
  type MessageInput,
  type MessageItem,
  type MessageListInput,
  type MessageListItem,
  type MessageUpdateInput,
} from '../../contract/message';
import { notifyText, NOTIFY_TYPE } from '../../contract/notify';
import { ownImageTexts } from '../../contract/own-image';
import { batchChunked, readChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { comments, likes, messages, users } from '../db/schema';
import { containsText } from '../db/contains';
import type { LiveUser, TokenUser } from '../env';
import { fail } from '../http/app-error';
import { filterText } from './content-filter';
import type { Liker } from './likes';
import { notifyInsert, OWNER_USER_ID } from './notify';
import { claimImage } from './stored-files';
import type { ScreenVerdict } from './write-screen';
import { heldMark, notesShownTo, publicNote, type Reader } from './write-screen/visibility';

/** Who reads the board: their likes, and the held notes they may see (their own; every one for the owner). */
export type BoardViewer = Liker & Reader;

const code = ErrorCode.message;
/** The danmaku view loads everything at once; this bounds it on a very busy board. */
const ALL_MESSAGES_CAP = 1000;

const rangeEnd = (s: string) => (s.length === 10 ? `${s} 23:59:59` : s.length === 16 ? `${s}:59` : s);

const itemColumns = {
  id: messages.id,
  message: messages.message,
  color: messages.color,
  font_size: messages.font_size,
  font_weight: messages.font_weight,
  bg_color: messages.bg_color,
  bg_url: messages.bg_url,
  user_id: messages.user_id,
  nick_name: sql<string>`COALESCE(${users.nick_name}, ${messages.nick_name})`.as('nick_name'),
  avatar: sql<string>`COALESCE(${users.avatar}, '')`.as('avatar'),
  tag: messages.tag,
  like_times: messages.like_times,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  held: messages.held,
};

/** A row as readers get it: `held` only on a held note (审核中), which only its author and the owner are shown. */
const shape = <T extends { held: number }>({ held, ...row }: T) => ({ ...row, ...heldMark(held) });

function likedBy(viewer: Liker) {
  const who = viewer.userId ? sql`l.user_id = ${viewer.userId}` : sql`l.user_id IS NULL AND l.ip = ${viewer.ip}`;
  return sql<number>`EXISTS (SELECT 1 FROM blog_like l WHERE l.type = ${LIKE_TYPE.message} AND l.for_id = ${messages.id} AND ${who})`.as('liked');
}
const commentTotal = sql<number>`(SELECT COUNT(*) FROM blog_comment cm WHERE cm.type = 3 AND cm.for_id = ${messages.id} AND cm.held = 0)`.as('comment_total');

export async function listBoardNotes(db: Db, input: MessageListInput, viewer: BoardViewer): Promise<Page<MessageListItem>> {
  const filters: SQL[] = [];
  const shown = notesShownTo(viewer);
  if (shown) filters.push(shown);
  if (input.tag) filters.push(eq(messages.tag, input.tag));
  if (input.message) filters.push(containsText(messages.message, input.message));
  if (input.time?.length === 2) filters.push(between(messages.createdAt, input.time[0], rangeEnd(input.time[1])));
  const where = filters.length ? and(...filters) : undefined;
  const { current, size } = input;
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(messages).where(where),
    db
      .select({ ...itemColumns, liked: likedBy(viewer), comment_total: commentTotal })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.user_id))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  const list = rows.map(({ liked, ...row }) => ({ ...shape(row), is_like: Boolean(liked) }));
  return { current, size, total: total[0]?.n ?? 0, list };
}

/** The 弹幕 wall: public notes, and the reader's own held ones. */
export async function allMessages(db: Db, reader: Reader = {}): Promise<{ list: MessageItem[]; total: number }> {
  const rows = await db
    .select(itemColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.user_id))
    .where(notesShownTo(reader))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(ALL_MESSAGES_CAP);
  const list = rows.map(shape);
  return { list, total: list.length };
}

export async function getMessage(db: Db, id: number, viewer: BoardViewer): Promise<MessageListItem> {
  const row = await db
    .select({ ...itemColumns, liked: likedBy(viewer), comment_total: commentTotal })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.user_id))
    .where(and(eq(messages.id, id), notesShownTo(viewer)))
    .get();
  if (!row) throw fail(code, messageTexts.missing);
  const { liked, ...item } = row;
  return { ...shape(item), is_like: Boolean(liked) };
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function guestName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return GUEST_PREFIX + Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
}

/** A note's background picture is one of the author's own uploads (guests cannot upload); an unchanged one is kept as is. */
async function background(db: Db, bgUrl: string, user: TokenUser | undefined, current = ''): Promise<string> {
  if (!bgUrl || bgUrl === current) return bgUrl;
  if (!user) throw fail(code, ownImageTexts.notYours);
  return (await claimImage(db.$client, bgUrl, user, code)).url;
}

/**
 * A held note (审核中) notifies nobody: the owner hears of it when they approve it (hold-queue.ts).
 * Answers the note as the owner's notice names it, for its push (services/push/site-triggers.ts).
 */
export async function addMessage(db: Db, input: MessageInput, user: LiveUser | undefined, verdict: ScreenVerdict = { held: false }): Promise<WrittenNote> {
  const bg_url = await background(db, input.bg_url, user);
  let nick = guestName();
  // the author as the request resolved them: no second read of the account
  if (user) nick = user.nick_name || user.username;
  const text = filterText(input.message);
  const held = { held: verdict.held ? 1 : 0, held_reason: verdict.reason ?? '' };
  const insert = db.insert(messages).values({ ...input, bg_url, message: text, user_id: user?.id ?? null, nick_name: nick, ...held });
  const written = { nick, text, held: verdict.held, byOwner: user?.id === OWNER_USER_ID };
  if (written.byOwner || verdict.held) {
    await insert;
    return written;
  }
  const note = notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.message, to_id: null, message: notifyText.message(nick, text) });
  await db.batch([insert, note]);
  return written;
}

export interface WrittenNote {
  nick: string;
  text: string;
  held: boolean;
  byOwner: boolean;
}

async function assertMine(db: Db, ids: number[], user: TokenUser) {
  const rows = await readChunked(ids, (part) => db.select({ id: messages.id, user_id: messages.user_id }).from(messages).where(inArray(messages.id, part)));
  if (rows.length === 0) throw fail(code, messageTexts.missing);
  if (user.role !== ROLE_ADMIN && rows.some((r) => r.user_id !== user.id)) throw fail(code, messageTexts.notYours);
  return rows.map((r) => r.id);
}

/**
 * Only the listed style fields and text change; the text is filtered like a new message (the original skipped that).
 * An edit is screened like a new note: one the rules hold goes (back) to the queue; a held note stays held.
 */
export async function updateMessage(db: Db, input: MessageUpdateInput, user: TokenUser, verdict: ScreenVerdict = { held: false }): Promise<true> {
  await assertMine(db, [input.id], user);
  const { id, ...fields } = input;
  const old = await db.select({ bg_url: messages.bg_url }).from(messages).where(eq(messages.id, id)).get();
  fields.bg_url = await background(db, fields.bg_url, user, old?.bg_url);
  await db
    .update(messages)
    .set({
      ...fields,
      message: filterText(fields.message),
      ...(verdict.held ? { held: 1, held_reason: verdict.reason ?? '' } : {}),
      updatedAt: sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`,
    })
    .where(eq(messages.id, id));
  return true;
}

/** Deletes the entries with their comments and likes, so nothing orphaned is left behind. */
export async function deleteMessages(db: Db, idList: number[], user: TokenUser): Promise<number> {
  const ids = await assertMine(db, [...new Set(idList)], user);
  await batchChunked(db, ids, (part) => [
    db.delete(messages).where(inArray(messages.id, part)),
    db.delete(comments).where(and(eq(comments.type, 3), inArray(comments.for_id, part))),
    db.delete(likes).where(and(eq(likes.type, LIKE_TYPE.message), inArray(likes.for_id, part))),
  ]);
  return ids.length;
}

export async function hotTags(db: Db): Promise<HotTag[]> {
  return db
    .select({ tag: messages.tag, count: count() })
    .from(messages)
    .where(and(ne(messages.tag, ''), publicNote))
    .groupBy(messages.tag)
    .orderBy(desc(count()), messages.tag)
    .limit(HOT_TAG_LIMIT);
}
