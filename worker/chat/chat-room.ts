import { DurableObject } from 'cloudflare:workers';
import { ROLE_ADMIN, ROLE_USER } from '../../contract/session';
import type { ChatPage } from '../../contract/chat';
// the room's own contract files, not chat.ts: its REST schemas are classic zod, which this isolate never needs
import { type ChatContentType, type ClientFrame, parseClientFrame } from '../../contract/chat-client-frame';
import type { ServerFrame } from '../../contract/chat-frames';
import { CHAT_MAX_FRAME_BYTES, CLOSE_ACCOUNT_CHANGED, CLOSE_FORCED_OFFLINE, CLOSE_TOO_MANY_SOCKETS, chatMessages } from '../../contract/chat-protocol';
import type { Bindings } from '../env';
import { filterText } from '../services/content-filter';
import { claimChatImage, consoleActor, releaseFile } from '../services/stored-files';
import { ChatHistory } from './chat-history';
import { ADDRESS_HEADER, type ChatIdentity, IDENTITY_HEADER, decodeIdentity } from './chat-identity';
import { broadcastFrame, sendFrame, sendTip } from './frames-out';
import { AccountCache, type Standing } from './account-cache';
import { isModerator, readAccounts } from './moderator';
import { onlineList } from './online-list';
import { Roster } from './roster';
import { type SocketState, MAX_SOCKETS_PER_USER, dismiss, guestRefusal, liveSockets, socketTag } from './socket-state';
import { type BucketRule, INIT_RULE, bucketRule, initBucket, takeToken, userBucket } from './token-bucket';

type RevokeResult = 'ok' | 'missing' | 'forbidden';
type MessageFrame = Extract<ClientFrame, { type: 'message' }>;

/**
 * The public chat room: one instance named "public" owns every socket and the
 * chat history (its own SQLite). Sockets use the hibernation API: per-socket
 * state is in attachments and ping/pong is answered by the runtime, so an idle
 * room is evicted from memory and everything is rebuilt from getWebSockets()
 * (the roster) when it wakes.
 */
export class ChatRoom extends DurableObject<Bindings> {
  private readonly history: ChatHistory;
  private readonly rule: BucketRule;
  private readonly roster: Roster;
  private readonly accounts: AccountCache;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.history = new ChatHistory(ctx.storage.sql);
    this.rule = bucketRule(env.CHAT_RATE_LIMIT);
    this.roster = new Roster(ctx.getWebSockets());
    this.accounts = new AccountCache((userIds) => readAccounts(env.DB, userIds));
    // answered without waking the object: clients keep NATs open without costing a wake-up
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const user = decodeIdentity(request.headers.get(IDENTITY_HEADER));
    const address = user ? undefined : (request.headers.get(ADDRESS_HEADER) ?? '');
    if (address !== undefined) {
      const { fromAddress, total } = this.roster.guests(address);
      const refusal = guestRefusal(fromAddress, total);
      if (refusal) return refuseSocket(refusal);
    }
    const mine = user ? this.roster.ofUser(user.id) : [];
    // another tab of the same user: the new socket joins their bucket rather than starting a full one
    const bucket = userBucket(mine.map(([, st]) => st), this.rule);
    const live = liveSockets(mine);
    // past the cap the oldest tab makes room: the one the user just opened is the one they look at
    for (const [old, st] of live.slice(0, Math.max(0, live.length + 1 - MAX_SOCKETS_PER_USER))) {
      sendTip(old, chatMessages.tooManySockets, 'error');
      this.dismiss(old, st, CLOSE_TOO_MANY_SOCKETS, chatMessages.tooManySockets);
    }
    const pair = new WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, user ? [socketTag(user.id)] : ['anonymous']);
    this.roster.add(server, { user, since: new Date().toISOString(), ...bucket, init: initBucket(), ...(address !== undefined && { address }) });
    // the others hear only of someone who was not online before; another tab changes nothing for them
    if (user && live.length === 0) this.broadcastOnline();
    else sendFrame(server, { type: 'onlineList', list: onlineList(this.roster.entries()) });
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /**
   * Answered in the frame's own turn whenever nothing has to be waited for (a
   * text message on a standing reading, nearly every frame of a busy room): a
   * promise returned here costs the runtime a continuation per frame.
   */
  webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): void | Promise<void> {
    // a socket the room has sent away (or that is leaving) has no say any more
    const state = this.roster.get(ws);
    if (!state) return;
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
      // length rules carry the spec's own words; anything else is just a malformed frame
      const issue = parsed.error.issues.find((i) => i.path[0] === 'content' && (i.code === 'too_small' || i.code === 'too_big'));
      return sendTip(ws, issue?.message ?? chatMessages.badFrame, 'error');
    }
    const frame = parsed.data;
    if (frame.type === 'init') {
      // each answer carries the whole list to this socket only; past its bucket an init is dropped unanswered
      state.init = initBucket(state);
      const allowed = takeToken(state.init, INIT_RULE);
      this.roster.save(ws);
      if (allowed) sendFrame(ws, { type: 'onlineList', list: onlineList(this.roster.entries()) });
      return;
    }
    const user = state.user;
    if (!user) return sendTip(ws, chatMessages.loginFirst, 'error');
    if (frame.type !== 'message') return this.moderate(ws, frame, user);
    // a message rests on the latest reading of the account
    const standing = this.accounts.role(user);
    if (standing instanceof Promise) return standing.then((s) => this.speak(ws, frame, user, s));
    return this.speak(ws, frame, user, standing);
  }

  /** A message frame from a signed-in socket, once its account's standing is known. */
  private speak(ws: WebSocket, frame: MessageFrame, user: ChatIdentity, { role, confirmed }: Standing): void | Promise<void> {
    // the account changed while this socket was open: it speaks for nobody any more
    if (role === null) return this.accountGone(user.id);
    if (!this.takeUserToken(ws, user.id)) return sendTip(ws, chatMessages.tooFast, 'error');
    if (frame.content_type === 'image') {
      return claimChatImage(this.env.DB, this.env.BUCKET, frame.content, user).then((image) => {
        if ('error' in image) return sendTip(ws, image.error, 'error');
        this.post(user, image.url, 'image', confirmed);
      });
    }
    const content = filterText(frame.content);
    // the room keeps the rule (a quote is stored), but the sender learns why their words changed
    if (content !== frame.content) sendTip(ws, chatMessages.replaced, 'info');
    this.post(user, content, 'text', confirmed);
  }

  /** Stores a message and sends it to everyone; if it went out on an old reading that no longer stands, it is taken back. */
  private post(user: ChatIdentity, content: string, content_type: ChatContentType, confirmed: Standing['confirmed']) {
    const row = this.history.add({ user_id: user.id, content, content_type, nick_name: user.nick_name, avatar: user.avatar });
    const { id, user_id, nick_name, avatar, createdAt } = row;
    this.broadcast({ type: 'message', id, user_id, content, content_type, nick_name, avatar, createdAt });
    if (confirmed) {
      void confirmed
        .then(async (stands) => {
          if (!stands) await this.withdraw(user.id, id);
        })
        .catch((err) => console.error('chat: withdrawing a message failed', err));
    }
  }

  /** revert and offline: moderation reads the account as it is now. */
  private async moderate(ws: WebSocket, frame: Exclude<ClientFrame, { type: 'init' | 'message' }>, user: ChatIdentity): Promise<void> {
    const role = await this.accounts.roleNow(user);
    if (role === null) return this.accountGone(user.id);
    if (frame.type === 'revert') {
      const result = await this.revoke(frame.message_id, { id: user.id, role });
      // a REST deleteOne already removed it and told everyone: nothing more to say
      if (result === 'forbidden') sendTip(ws, chatMessages.notYours, 'error');
      return;
    }
    if (!isModerator(role)) return sendTip(ws, chatMessages.adminOnly, 'error');
    this.forceOffline(frame.user_id);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // echo the close so the peer's handshake completes
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      /* already closed */
    }
    this.left(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.left(ws);
  }

  // ---- RPC: the REST routes call these, so this object is the one owner of chat data ----

  listChatHistory(size: number, lastId: number): ChatPage {
    return this.history.page(size, lastId);
  }

  async revoke(messageId: number, actor: { id: number; role: number }): Promise<RevokeResult> {
    const row = this.history.get(messageId);
    if (!row) return 'missing';
    if (row.user_id !== actor.id && actor.role !== ROLE_ADMIN) return 'forbidden';
    this.history.remove(messageId);
    this.broadcast({ type: 'revert', message_id: messageId });
    if (row.content_type === 'image') await this.releaseImages([row.content], actor);
    return 'ok';
  }

  /** Clears the history and its chat pictures (administrator only); answers how many files were removed. */
  async clearAll(): Promise<number> {
    const images = this.history.clear();
    this.broadcast({ type: 'clear' });
    return this.releaseImages(images, consoleActor);
  }

  /** Closes every socket of the user with the forced-offline code; answers how many were closed. */
  forceOffline(userId: number): number {
    const sockets = this.roster.ofUser(userId);
    for (const [ws, st] of sockets) this.dismiss(ws, st, CLOSE_FORCED_OFFLINE, 'forced offline');
    this.broadcastOnline();
    return sockets.length;
  }

  /** The account changed (disabled, deleted, demoted, signed out everywhere): its sockets close and reconnect as who it now is. */
  closeUser(userId: number): number {
    this.accounts.forget(userId);
    const sockets = this.roster.ofUser(userId);
    for (const [ws, st] of sockets) this.dismiss(ws, st, CLOSE_ACCOUNT_CHANGED, chatMessages.accountChanged);
    if (sockets.length) this.broadcastOnline();
    return sockets.length;
  }

  onlineUsers() {
    return onlineList(this.roster.entries());
  }

  // ---- helpers ----

  /** A message that went out for an account that no longer stands: everyone sees it revoked. */
  private async withdraw(userId: number, messageId: number) {
    this.accountGone(userId);
    await this.revoke(messageId, { id: userId, role: ROLE_USER });
  }

  /** The account no longer stands for its sockets: they learn why and close. */
  private accountGone(userId: number) {
    for (const [ws] of this.roster.ofUser(userId)) sendTip(ws, chatMessages.accountChanged, 'error');
    this.closeUser(userId);
  }

  /** Chat pictures no message shows any more, owned by the actor or moderated by an administrator, and used nowhere else. */
  private async releaseImages(urls: string[], actor: { id: number; role: number }): Promise<number> {
    const chat = { stillShown: (url: string) => this.history.showsImage(url) };
    let removed = 0;
    for (const url of new Set(urls)) if (await releaseFile(this.env.DB, this.env.BUCKET, url, actor, { chat })) removed++;
    return removed;
  }

  /**
   * One message's worth from the user's shared bucket. Every tab's copy in
   * memory is brought up to date, but only the sender's attachment is written:
   * after a wake, the copy refilled last (this one) is the current one.
   */
  private takeUserToken(ws: WebSocket, userId: number): boolean {
    const mine = this.roster.ofUser(userId);
    const bucket = userBucket(mine.map(([, st]) => st), this.rule);
    const allowed = takeToken(bucket, this.rule);
    for (const [, st] of mine) Object.assign(st, bucket);
    this.roster.save(ws);
    return allowed;
  }

  /** Sends a socket away: it leaves the room now, its close event then changes nothing. */
  private dismiss(ws: WebSocket, state: SocketState, code: number, reason: string) {
    this.roster.remove(ws);
    dismiss(ws, state, code, reason);
  }

  /** The online list goes out only when a user's last socket leaves (a close and an error event count once). */
  private left(ws: WebSocket) {
    const state = this.roster.remove(ws);
    if (!state?.user) return;
    try {
      ws.serializeAttachment({ ...state, departed: true });
    } catch {
      /* closed: its state can no longer be written */
    }
    if (liveSockets(this.roster.ofUser(state.user.id)).length) return;
    this.broadcastOnline();
  }

  private broadcastOnline() {
    this.broadcast({ type: 'onlineList', list: onlineList(this.roster.entries()) });
  }

  private broadcast(frame: ServerFrame) {
    broadcastFrame(frame, this.roster.sockets());
  }
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

/** An anonymous socket the room cannot take: it is told why and closed without ever joining (the client does not retry 4002). */
function refuseSocket(reason: string): Response {
  const pair = new WebSocketPair();
  const server = pair[1];
  server.accept();
  sendTip(server, reason, 'error');
  server.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
  return new Response(null, { status: 101, webSocket: pair[0] });
}
