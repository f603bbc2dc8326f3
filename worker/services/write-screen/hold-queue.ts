/**
 * The owner's hold queue (console 待审核), its decisions: approving publishes an item as if it had
 * just been written public (its notices are written now, counts and lists take it in, the content
 * version moves with the request); rejecting deletes it, and may disable its author's account too.
 * The list is held-list.ts.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../../contract/session';
import { NOTIFY_TYPE, notifyText } from '../../../contract/notify';
import type { HeldKind } from '../../../contract/write-rules';
import type { Db } from '../../db/client';
import { comments, links, messages, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deleteComments } from '../admin-comments';
import { deleteBoardNotes } from '../admin-board';
import { approveLinks, deleteLinks } from '../admin-links';
import { setDisabled } from '../admin-users';
import { publishNotices } from '../comments';
import { notifyInsert, OWNER_USER_ID } from '../notify';
import { heldLink, heldNote } from './held-list';

/** What the queue needs of the chat room (the ChatRoom stub's RPC). */
export interface HeldChatRoom {
  heldMessages(limit: number): Promise<{ total: number; list: { id: number; user_id: number; nick_name: string; content: string; content_type: 'text' | 'image'; createdAt: string; reason: string }[] }>;
  approveHeld(ids: number[]): Promise<number>;
  rejectHeld(ids: number[]): Promise<{ removed: number; authors: number[] }>;
  closeUser(userId: number): unknown;
}

const idsOf = (items: { kind: HeldKind; id: number }[], kind: HeldKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.id))];

/** Publishes held items; answers how many were still held. */
export async function approveHeld(db: Db, room: HeldChatRoom, items: { kind: HeldKind; id: number }[]): Promise<number> {
  let approved = 0;
  const commentIds = idsOf(items, 'comment');
  if (commentIds.length) {
    const rows = await db
      .update(comments)
      .set({ held: 0, held_reason: '' })
      .where(and(eq(comments.held, 1), inArray(comments.id, commentIds)))
      .returning({
        id: comments.id,
        type: comments.type,
        for_id: comments.for_id,
        parent_id: comments.parent_id,
        from_id: comments.from_id,
        from_name: comments.from_name,
        to_id: comments.to_id,
        content: comments.content,
      });
    await publishNotices(db, rows);
    approved += rows.length;
  }
  const noteIds = idsOf(items, 'note');
  if (noteIds.length) {
    const rows = await db
      .update(messages)
      .set({ held: 0, held_reason: '' })
      .where(and(heldNote, inArray(messages.id, noteIds)))
      .returning({ user_id: messages.user_id, nick_name: messages.nick_name, message: messages.message });
    // the note the owner would have heard of when it was written
    const notes = rows
      .filter((n) => n.user_id !== OWNER_USER_ID)
      .map((n) => notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.message, to_id: null, message: notifyText.message(n.nick_name, n.message) }));
    if (notes.length) await db.batch(notes as [(typeof notes)[number], ...(typeof notes)[number][]]);
    approved += rows.length;
  }
  const linkIds = idsOf(items, 'link');
  if (linkIds.length) {
    const held = await db.select({ id: links.id }).from(links).where(and(heldLink, inArray(links.id, linkIds)));
    // approving a held application approves the link itself: it is listed, and its applicant hears so
    if (held.length) await approveLinks(db, held.map((l) => l.id));
    approved += held.length;
  }
  const chatIds = idsOf(items, 'chat');
  if (chatIds.length) approved += await room.approveHeld(chatIds);
  return approved;
}

/** Deletes held items (only ones still held); with `disable`, their authors' accounts too (never an administrator's). */
export async function rejectHeld(
  db: Db,
  room: HeldChatRoom,
  bucket: R2Bucket,
  items: { kind: HeldKind; id: number }[],
  disable: boolean,
  actorId: number,
): Promise<{ rejected: number; disabled: number }> {
  const authors = new Set<number>();
  let rejected = 0;
  const commentIds = idsOf(items, 'comment');
  if (commentIds.length) {
    const rows = await db.select({ id: comments.id, author: comments.from_id }).from(comments).where(and(eq(comments.held, 1), inArray(comments.id, commentIds)));
    if (rows.length) await deleteComments(db, rows.map((r) => r.id));
    for (const r of rows) authors.add(r.author);
    rejected += rows.length;
  }
  const noteIds = idsOf(items, 'note');
  if (noteIds.length) {
    const rows = await db.select({ id: messages.id, author: messages.user_id }).from(messages).where(and(heldNote, inArray(messages.id, noteIds)));
    if (rows.length) await deleteBoardNotes(db, rows.map((r) => r.id));
    for (const r of rows) if (r.author !== null) authors.add(r.author);
    rejected += rows.length;
  }
  const linkIds = idsOf(items, 'link');
  if (linkIds.length) {
    const rows = await db.select({ id: links.id, author: links.user_id }).from(links).where(and(heldLink, inArray(links.id, linkIds)));
    if (rows.length) await deleteLinks(db, bucket, rows.map((r) => r.id));
    for (const r of rows) if (/^\d+$/.test(r.author)) authors.add(Number(r.author));
    rejected += rows.length;
  }
  const chatIds = idsOf(items, 'chat');
  if (chatIds.length) {
    const result = await room.rejectHeld(chatIds);
    for (const a of result.authors) authors.add(a);
    rejected += result.removed;
  }
  const disabled = disable ? await disableAuthors(db, room, [...authors], actorId) : 0;
  return { rejected, disabled };
}

/** Disables the readers among these accounts; an administrator (the owner included) is never disabled from here. */
async function disableAuthors(db: Db, room: HeldChatRoom, ids: number[], actorId: number): Promise<number> {
  if (!ids.length) return 0;
  const readers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.role, ROLE_ADMIN), eq(users.disabled, 0)));
  let disabled = 0;
  for (const { id } of readers) {
    try {
      await setDisabled(db, room, actorId, id, 1);
      disabled++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return disabled;
}

