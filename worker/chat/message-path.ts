/**
 * A socket's frame, from bytes to what the room does with it. Answered in the
 * frame's own turn whenever nothing has to be waited for (a text message on a
 * standing reading, nearly every frame of a busy room): a promise returned to
 * the runtime costs it a continuation per frame.
 */
// the room's own contract files, not chat.ts: its REST schemas are classic zod, which this isolate never needs
import { type ChatContentType, type ClientFrame, parseClientFrame } from '../../contract/chat-client-frame';
import { challengeTexts } from '../../contract/challenge-solution';
import { CHAT_MAX_FRAME_BYTES, chatMessages } from '../../contract/chat-protocol';
import { heldTexts } from '../../contract/write-rules-base';
import { filterText } from '../services/content-filter';
import { claimChatImage } from '../services/stored-files';
import type { Standing } from './account-cache';
import { redeemChatSolution } from './chat-challenge';
import type { ChatIdentity } from './chat-identity';
import { sendFrame, sendTip } from './frames-out';
import { isModerator } from './moderator';
import type { Room } from './room';
import type { SocketState } from './socket-state';
import { INIT_RULE, initBucket, takeToken } from './token-bucket';
import { isListenFrame } from './listen/listen-room';
import { notifyMentions } from '../services/push/chat-mentions';

type MessageFrame = Extract<ClientFrame, { type: 'message' }>;

export function onFrame(room: Room, ws: WebSocket, data: string | ArrayBuffer): void | Promise<void> {
  // a socket the room has sent away (or that is leaving) has no say any more
  const state = room.roster.get(ws);
  // not in the roster: a page's presence socket (issue 31), or one the room sent away (which it ignores)
  if (!state) return room.presence.onFrame(ws, data);
  // measured before anything reads it: a frame far past any legal one is not parsed for anyone
  if (frameBytes(data) > CHAT_MAX_FRAME_BYTES) return sendTip(ws, chatMessages.frameTooLarge, 'error');
  let raw: unknown;
  try {
    raw = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    raw = undefined;
  }
  const parsed = parseClientFrame(raw);
  if (!parsed.success) {
    // 一起听's frames (issue 31) are read only once a message's parse refused them: the message's way stays as it was
    if (isListenFrame(raw)) return room.listen.onFrame(ws, state, raw);
    // length rules carry the spec's own words; anything else is just a malformed frame
    const issue = parsed.error.issues.find((i) => i.path[0] === 'content' && (i.code === 'too_small' || i.code === 'too_big'));
    return sendTip(ws, issue?.message ?? chatMessages.badFrame, 'error');
  }
  const frame = parsed.data;
  if (frame.type === 'init') {
    // each answer carries the whole list to this socket only; past its bucket an init is dropped unanswered
    state.init = initBucket(state);
    const allowed = takeToken(state.init, INIT_RULE);
    room.roster.save(ws);
    if (allowed) sendFrame(ws, room.onlineFrame());
    return;
  }
  const user = state.user;
  if (!user) return sendTip(ws, chatMessages.loginFirst, 'error');
  if (frame.type !== 'message') return moderate(room, ws, frame, user);
  // a new account's first messages bring a solved challenge (the worker said how many at join)
  if (state.challenges) return solvedFirst(room, ws, state, frame, user);
  return onStanding(room, ws, frame, user);
}

/** A message rests on the latest reading of the account. */
function onStanding(room: Room, ws: WebSocket, frame: MessageFrame, user: ChatIdentity): void | Promise<void> {
  const standing = room.accounts.role(user);
  if (standing instanceof Promise) return standing.then((s) => speak(room, ws, frame, user, s));
  return speak(room, ws, frame, user, standing);
}

/**
 * A new account's message: its solved challenge checked, recorded as used and counted (or, without
 * one, the account found established meanwhile), then spoken as any other. Once the account has its N
 * accepted writes the socket stops asking.
 */
async function solvedFirst(room: Room, ws: WebSocket, state: SocketState, frame: MessageFrame, user: ChatIdentity): Promise<void> {
  const { verdict, writes } = await redeemChatSolution(room.env, frame.challenge, user.id, state.challenges ?? 0);
  if (verdict === 'missing') return sendTip(ws, challengeTexts.required, 'error');
  if (verdict === 'invalid') return sendTip(ws, challengeTexts.invalid, 'error');
  if (writes >= (state.challenges ?? 0)) {
    delete state.challenges;
    room.roster.save(ws);
  }
  await onStanding(room, ws, frame, user);
}

/** A message frame from a signed-in socket, once its account's standing is known. */
function speak(room: Room, ws: WebSocket, frame: MessageFrame, user: ChatIdentity, { role, confirmed }: Standing): void | Promise<void> {
  // the account changed while this socket was open: it speaks for nobody any more
  if (role === null) return room.accountGone(user.id);
  if (!room.takeUserToken(ws, user.id)) return sendTip(ws, chatMessages.tooFast, 'error');
  // the owner's rules (issue 29), on the words as typed: refused here, or held for the author and the administrators
  const verdict = room.rules.check(user, room.roster.get(ws)?.network ?? '', frame.content, frame.content_type === 'text');
  if ('refuse' in verdict) return sendTip(ws, verdict.refuse, 'error');
  if (frame.content_type === 'image') {
    return claimChatImage(room.env.DB, room.env.BUCKET, frame.content, user).then((image) => {
      if ('error' in image) return sendTip(ws, image.error, 'error');
      post(room, ws, user, image.url, 'image', confirmed, verdict);
    });
  }
  const content = filterText(frame.content);
  // the room keeps the rule (a quote is stored), but the sender learns why their words changed
  if (content !== frame.content) sendTip(ws, chatMessages.replaced, 'info');
  post(room, ws, user, content, 'text', confirmed, verdict);
}

/**
 * Stores a message and sends it to everyone (a held one only to its author and the administrators, marked);
 * if it went out on an old reading that no longer stands, it is taken back.
 * The row is written in this event, so the output gate holds the broadcast until it is committed.
 */
function post(
  room: Room,
  ws: WebSocket,
  user: ChatIdentity,
  content: string,
  content_type: ChatContentType,
  confirmed: Standing['confirmed'],
  verdict: { held: boolean; reason?: string },
) {
  const row = room.history.add({ user_id: user.id, content, content_type, nick_name: user.nick_name, avatar: user.avatar }, verdict.held ? (verdict.reason ?? '') : undefined);
  const { id, user_id, nick_name, avatar, createdAt } = row;
  const frame = { type: 'message', id, user_id, content, content_type, nick_name, avatar, createdAt } as const;
  if (verdict.held) {
    room.sendHeld({ ...frame, held: true }, user.id);
    sendTip(ws, heldTexts.chat, 'info');
  } else {
    room.broadcast(frame);
    // @mentions (issue 30): looked up only when the text holds an @, after the broadcast and never waited for
    if (content_type === 'text' && content.includes('@')) notifyMentions({ env: room.env, present: (id) => room.roster.ofUser(id).length > 0 }, { from: user, content });
  }
  if (confirmed) {
    void confirmed
      .then(async (stands) => {
        if (!stands) await room.withdraw(user.id, id);
      })
      .catch((err) => console.error('chat: withdrawing a message failed', err));
  }
}

/** revert and offline: moderation reads the account as it is now. */
async function moderate(room: Room, ws: WebSocket, frame: Exclude<ClientFrame, { type: 'init' | 'message' }>, user: ChatIdentity): Promise<void> {
  const role = await room.accounts.roleNow(user);
  if (role === null) return room.accountGone(user.id);
  if (frame.type === 'revert') {
    const result = await room.revoke(frame.message_id, { id: user.id, role });
    // a REST deleteOne already removed it and told everyone: nothing more to say
    if (result === 'forbidden') sendTip(ws, chatMessages.notYours, 'error');
    return;
  }
  if (!isModerator(role)) return sendTip(ws, chatMessages.adminOnly, 'error');
  room.forceOffline(frame.user_id);
}

/**
 * A frame's size in bytes, counted only when it could be over the cap: a string's UTF-8 bytes
 * are between its length and three times it, so nearly every frame is answered by its length.
 */
function frameBytes(data: string | ArrayBuffer): number {
  if (typeof data !== 'string') return data.byteLength;
  if (data.length * 3 <= CHAT_MAX_FRAME_BYTES || data.length > CHAT_MAX_FRAME_BYTES) return data.length;
  return new TextEncoder().encode(data).byteLength;
}
