import { inArray } from 'drizzle-orm';
import { MISSING_USER_NAME, type ChatMessage, type ChatPage } from '../../contract/chat';
import { readChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Bindings } from '../env';

/** The one room every socket and REST call goes to. */
export const publicRoom = (env: Bindings) => env.CHAT_ROOM.getByName('public');

/** A page of history with each author's current name and avatar, fetched in one query for the page. */
export async function listChat(env: Bindings, db: Db, size: number, lastId: number, reader: { userId?: number; admin?: boolean } = {}): Promise<ChatPage> {
  const page = await publicRoom(env).listChatHistory(size, lastId, reader);
  const ids = [...new Set(page.list.map((m) => m.user_id))];
  const authors = await readChunked(ids, (part) =>
    db.select({ id: users.id, nick_name: users.nick_name, avatar: users.avatar }).from(users).where(inArray(users.id, part)).all(),
  );
  const byId = new Map(authors.map((a) => [a.id, a]));
  const list: ChatMessage[] = page.list.map((m) => {
    const author = byId.get(m.user_id);
    return {
      id: m.id,
      user_id: m.user_id,
      content: m.content,
      content_type: m.content_type,
      nick_name: author ? author.nick_name : MISSING_USER_NAME,
      avatar: author ? author.avatar : '',
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
      ...(m.held ? { held: true as const } : {}),
    };
  });
  return { current: page.current, size: page.size, total: page.total, list };
}
