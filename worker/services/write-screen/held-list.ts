/**
 * The hold queue's list (console 待审核): held comments, board notes and friend-link applications
 * from D1 and held chat messages from the chat room, newest first, with why each was held.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { HELD_LIST_MAX, type HeldItem, type HeldKind, type HeldList } from '../../../contract/write-rules';
import type { Db } from '../../db/client';
import { comments, links, messages, users } from '../../db/schema';
import { chinaTime } from '../../db/time';
import { heldComments } from '../admin-comments';
import type { HeldChatRoom } from './hold-queue';

export const heldNote = eq(messages.held, 1);
export const heldLink = eq(links.held, 1);

export async function listHeld(db: Db, room: HeldChatRoom, kind?: HeldKind): Promise<HeldList> {
  const wanted = (k: HeldKind) => !kind || kind === k;
  const [comment, note, link, chat] = await Promise.all([
    wanted('comment') ? heldComments(db, HELD_LIST_MAX) : countOnly(db, comments, eq(comments.held, 1)),
    wanted('note') ? heldNotes(db) : countOnly(db, messages, heldNote),
    wanted('link') ? heldLinks(db) : countOnly(db, links, heldLink),
    room.heldMessages(wanted('chat') ? HELD_LIST_MAX : 0),
  ]);
  const list: HeldItem[] = [
    ...comment.list.map(
      (c): HeldItem => ({
        kind: 'comment',
        id: c.id,
        author_id: c.from_id,
        author_name: c.from_name,
        content: c.content,
        content_type: 'text',
        createdAt: c.createdAt,
        reason: c.held_reason,
        target: { type: c.type, for_id: c.for_id, title: c.target_title, state: c.target_state },
        site: null,
        parent_id: c.parent_id,
      }),
    ),
    ...note.list,
    ...link.list,
    ...(wanted('chat') ? chat.list : []).map(
      (m): HeldItem => ({
        kind: 'chat',
        id: m.id,
        author_id: m.user_id,
        author_name: m.nick_name,
        content: m.content,
        content_type: m.content_type,
        createdAt: chinaTime(new Date(m.createdAt)),
        reason: m.reason,
        target: null,
        site: null,
        parent_id: null,
      }),
    ),
  ];
  list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { list, counts: { comment: comment.total, note: note.total, link: link.total, chat: chat.total } };
}

async function countOnly(db: Db, table: typeof comments | typeof messages | typeof links, where: ReturnType<typeof eq>) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { total: row?.n ?? 0, list: [] as never[] };
}

async function heldNotes(db: Db): Promise<{ total: number; list: HeldItem[] }> {
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(messages).where(heldNote),
    db
      .select({
        id: messages.id,
        user_id: messages.user_id,
        nick_name: sql<string>`COALESCE(${users.nick_name}, ${messages.nick_name})`,
        message: messages.message,
        tag: messages.tag,
        createdAt: messages.createdAt,
        reason: messages.held_reason,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.user_id))
      .where(heldNote)
      .orderBy(desc(messages.id))
      .limit(HELD_LIST_MAX),
  ]);
  const list = rows.map(
    (n): HeldItem => ({
      kind: 'note',
      id: n.id,
      author_id: n.user_id,
      author_name: n.nick_name,
      content: n.tag ? `${n.message}\n#${n.tag}` : n.message,
      content_type: 'text',
      createdAt: n.createdAt,
      reason: n.reason,
      target: null,
      site: null,
      parent_id: null,
    }),
  );
  return { total: total[0]?.n ?? 0, list };
}

async function heldLinks(db: Db): Promise<{ total: number; list: HeldItem[] }> {
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(links).where(heldLink),
    db
      .select({ id: links.id, user_id: links.user_id, site_name: links.site_name, site_desc: links.site_desc, url: links.url, createdAt: links.createdAt, reason: links.held_reason, nick_name: users.nick_name })
      .from(links)
      .leftJoin(users, sql`CAST(${links.user_id} AS INTEGER) = ${users.id}`)
      .where(heldLink)
      .orderBy(desc(links.id))
      .limit(HELD_LIST_MAX),
  ]);
  const list = rows.map(
    (l): HeldItem => ({
      kind: 'link',
      id: l.id,
      author_id: /^\d+$/.test(l.user_id) ? Number(l.user_id) : null,
      author_name: l.nick_name ?? '',
      content: l.site_desc,
      content_type: 'text',
      createdAt: l.createdAt,
      reason: l.reason,
      target: null,
      site: { name: l.site_name, url: l.url },
      parent_id: null,
    }),
  );
  return { total: total[0]?.n ?? 0, list };
}
