/**
 * @mentions in the chat room (issue 30): the accounts a public message names with `@` that have
 * no socket in the room get a notice in their drawer and a `mention` push. The room calls this
 * after a message is stored and broadcast, only when its text holds an `@`; the work runs off the
 * broadcast's way (a promise the room does not wait for). A speaker tells one person at most once
 * a minute. D1's own statements and no zod: this
 * runs in the room's isolate (docs/architecture.md, "What keeps the chat room fast").
 */
import { mentionCandidates, possibleNames, resolveMention } from '../../../contract/chat-mention';
import { NOTIFY_TYPE } from '../../../contract/notify-shapes';
import { notifyText } from '../../../contract/notify-texts';
import { pushToUser, type PushEnv } from './deliver';
import { SITE_ORIGIN_KEY } from './site-origin';

/** What of the room this needs: its env and who has a socket in it now. */
export interface MentionRoom {
  env: PushEnv;
  present(userId: number): boolean;
}

export interface Mention {
  from: { id: number; nick_name: string };
  content: string;
}

/**
 * One notice per speaker and person a minute: the chat's own rate limit lets a speaker send a
 * message every second or two, and each could otherwise fill someone's drawer and lock screen.
 * Per room isolate, in memory (the room is one object); cleared when it grows past a bound.
 */
const QUIET_MS = 60_000;
const lastTold = new Map<string, number>();
function mayTell(from: number, to: number): boolean {
  const key = `${from}:${to}`;
  const now = Date.now();
  if (now - (lastTold.get(key) ?? -Infinity) < QUIET_MS) return false;
  if (lastTold.size > 5_000) lastTold.clear();
  lastTold.set(key, now);
  return true;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const plain = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** Starts the work and returns at once; a failure is logged, never the room's. */
export function notifyMentions(room: MentionRoom, message: Mention): void {
  const candidates = mentionCandidates(message.content);
  if (candidates.length === 0) return;
  void mentionAbsent(room, message, candidates).catch((error: unknown) => console.error('chat: a mention could not be delivered', error instanceof Error ? error.message : 'unknown error'));
}

/** The mentioned accounts (shown name: the nickname, else the username), absent ones told once each. Answers who was told. */
async function mentionAbsent(room: MentionRoom, { from, content }: Mention, candidates = mentionCandidates(content)): Promise<number[]> {
  const names = [...new Set(candidates.flatMap(possibleNames))];
  const { results } = await room.env.DB.prepare(
    `SELECT id, CASE WHEN nick_name <> '' THEN nick_name ELSE username END AS name FROM blog_user
     WHERE disabled = 0 AND (nick_name IN (SELECT value FROM json_each(?1)) OR (nick_name = '' AND username IN (SELECT value FROM json_each(?1))))`,
  )
    .bind(JSON.stringify(names))
    .all<{ id: number; name: string }>();
  const byName = new Map(results.map((r) => [r.name, r.id]));
  const known = new Set(byName.keys());
  const told = new Set<number>();
  for (const candidate of candidates) {
    const name = resolveMention(candidate, known);
    const id = name === null ? undefined : byName.get(name);
    if (id !== undefined && id !== from.id && !told.has(id) && !room.present(id) && mayTell(from.id, id)) told.add(id);
  }
  if (told.size === 0) return [];
  const message = notifyText.mention(from.nick_name, content);
  const insert = room.env.DB.prepare('INSERT INTO blog_notify (user_id, type, to_id, message) VALUES (?1, ?2, NULL, ?3)');
  await room.env.DB.batch([...told].map((id) => insert.bind(id, NOTIFY_TYPE.mention, message)));
  const origin = room.env.VAPID_SUBJECT ?? (await room.env.DB.prepare('SELECT value FROM site_secret WHERE name = ?1').bind(SITE_ORIGIN_KEY).first<string>('value'));
  // nobody ever subscribed on this site (the origin is kept when one does): the drawer is all
  if (origin) {
    const payload = { title: '有人在聊天室@了你', body: plain(message), url: '/message/chat', tag: 'mention' };
    await Promise.all([...told].map((id) => pushToUser(room.env, origin, id, 'mention', payload)));
  }
  return [...told];
}
