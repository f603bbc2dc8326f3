import { ROLE_ADMIN, ROLE_USER } from '../../contract/session';
import type { ChatPage } from '../../contract/chat';
import type { ServerFrame } from '../../contract/chat-frames';
import { CLOSE_ACCOUNT_CHANGED, CLOSE_FORCED_OFFLINE, chatMessages } from '../../contract/chat-protocol';
import type { Bindings } from '../env';
import { consoleActor, releaseFile } from '../services/stored-files';
import { AccountCache } from './account-cache';
import { type ChatReader, ChatHistory, type HeldChatMessage } from './chat-history';
import { broadcastFrame, sendTip } from './frames-out';
import { GuestCount } from './guest-count';
import { ListenRoom } from './listen/listen-room';
import { Presence } from './presence';
import { readAccounts } from './moderator';
import { onlineList } from './online-list';
import { RoomRules } from './room-rules';
import { Roster } from './roster';
import { type SocketState, dismiss, liveSockets } from './socket-state';
import { type BucketRule, bucketRule, takeToken, userBucket } from './token-bucket';

export type RevokeResult = 'ok' | 'missing' | 'forbidden';
type Actor = { id: number; role: number };

/**
 * What the chat room holds and does, shared by its two ways in: the sockets'
 * frames (message-path.ts) and the REST routes' RPC calls (chat-room.ts).
 * The history in the object's own SQLite, the roster of sockets rebuilt from
 * their attachments on wake, the account readings, and the moves that change
 * what everyone sees: broadcast, revoke, clear, send away.
 */
export class Room {
  readonly history: ChatHistory;
  readonly rule: BucketRule;
  readonly roster: Roster;
  readonly accounts: AccountCache;
  /** the owner's write rules and hold policy (issue 29), checked on every message without a D1 read */
  readonly rules: RoomRules;
  private readonly guestCount = new GuestCount();
  private listenRoom: ListenRoom | undefined;
  private presenceCount: Presence | undefined;

  constructor(
    private readonly ctx: DurableObjectState,
    readonly env: Bindings,
  ) {
    this.history = new ChatHistory(ctx.storage.sql);
    this.rule = bucketRule(env.CHAT_RATE_LIMIT);
    this.roster = new Roster(Presence.chatSockets(ctx));
    this.accounts = new AccountCache((userIds) => readAccounts(env.DB, userIds));
    this.rules = new RoomRules(ctx.storage.sql, env.DB);
  }

  /** 一起听 (issue 31): made on its first frame, so a room that only chats never reads its state */
  get listen(): ListenRoom {
    return (this.listenRoom ??= new ListenRoom(this, this.ctx.storage.sql));
  }

  /** Pages' own sockets (issue 31), counted, never in the roster */
  get presence(): Presence {
    return (this.presenceCount ??= new Presence(this.ctx));
  }

  listChatHistory(size: number, lastId: number, reader?: ChatReader): ChatPage {
    return this.history.page(size, lastId, reader);
  }

  /** The hold queue's chat messages, newest first, and how many wait in all. */
  heldMessages(limit: number): { total: number; list: HeldChatMessage[] } {
    return this.history.heldPage(limit);
  }

  /** The owner approved held messages: everyone gets them now (their author and the administrators again, unmarked). */
  approve(ids: number[]): number {
    const released = this.history.release(ids);
    for (const { id, user_id, content, content_type, nick_name, avatar, createdAt } of released) {
      this.broadcast({ type: 'message', id, user_id, content, content_type, nick_name, avatar, createdAt });
    }
    return released.length;
  }

  /** The owner rejected held messages: each is revoked (its picture released); answers how many and whose. */
  async rejectHeld(ids: number[]): Promise<{ removed: number; authors: number[] }> {
    const authors = new Set<number>();
    let removed = 0;
    for (const id of ids) {
      const row = this.history.get(id);
      if (!row?.held) continue;
      if ((await this.revoke(id, { id: row.user_id, role: ROLE_ADMIN })) === 'ok') removed++;
      authors.add(row.user_id);
    }
    return { removed, authors: [...authors] };
  }

  /** A held message (审核中) goes to its author's sockets and the administrators', nobody else's. */
  sendHeld(frame: ServerFrame, authorId: number) {
    const sockets: WebSocket[] = [];
    for (const [ws, st] of this.roster.entries()) if (st.user && (st.user.id === authorId || st.user.role === ROLE_ADMIN)) sockets.push(ws);
    broadcastFrame(frame, sockets);
  }

  async revoke(messageId: number, actor: Actor): Promise<RevokeResult> {
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

  /** A message that went out for an account that no longer stands: everyone sees it revoked. */
  async withdraw(userId: number, messageId: number) {
    this.accountGone(userId);
    await this.revoke(messageId, { id: userId, role: ROLE_USER });
  }

  /** The account no longer stands for its sockets: they learn why and close. */
  accountGone(userId: number) {
    for (const [ws] of this.roster.ofUser(userId)) sendTip(ws, chatMessages.accountChanged, 'error');
    this.closeUser(userId);
  }

  /** Chat pictures no message shows any more, owned by the actor or moderated by an administrator, and used nowhere else. */
  private async releaseImages(urls: string[], actor: Actor): Promise<number> {
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
  takeUserToken(ws: WebSocket, userId: number): boolean {
    const own = this.roster.get(ws);
    // one tab, nearly always: its copy is the user's bucket, taken from in place
    if (own && this.roster.socketCount(userId) === 1) {
      const allowed = takeToken(own, this.rule);
      this.roster.save(ws);
      return allowed;
    }
    const mine = this.roster.ofUser(userId);
    const bucket = userBucket(mine.map(([, st]) => st), this.rule);
    const allowed = takeToken(bucket, this.rule);
    for (const [, st] of mine) Object.assign(st, bucket);
    this.roster.save(ws);
    return allowed;
  }

  /** Sends a socket away: it leaves the room now, its close event then changes nothing. */
  dismiss(ws: WebSocket, state: SocketState, code: number, reason: string) {
    this.roster.remove(ws);
    dismiss(ws, state, code, reason);
  }

  /** The online list goes out only when a user's last socket leaves (a close and an error event count once). */
  left(ws: WebSocket) {
    const state = this.roster.remove(ws);
    // not a chat socket in the room: a page's presence socket, or one the room already sent away
    if (!state) return this.presence.left(ws);
    if (state.listen) this.listen.left(state);
    if (!state.user) return this.guestsChanged();
    try {
      ws.serializeAttachment({ ...state, departed: true });
    } catch {
      /* closed: its state can no longer be written */
    }
    if (liveSockets(this.roster.ofUser(state.user.id)).length) return;
    this.broadcastOnline();
  }

  broadcastOnline() {
    const guests = this.guests();
    this.guestCount.sent(guests);
    broadcastFrame({ type: 'onlineList', list: onlineList(this.roster.entries()), guests }, this.roster.sockets());
  }

  /** The list as one socket is told it (its init, its arrival): the exact count of anonymous readers with it. */
  onlineFrame(): ServerFrame {
    return { type: 'onlineList', list: onlineList(this.roster.entries()), guests: this.guests() };
  }

  /** An anonymous reader came or went: everyone hears the count, at most once per window (guest-count.ts). */
  guestsChanged() {
    const due = this.guestCount.due(this.guests());
    if (due !== null) broadcastFrame({ type: 'guests', count: due }, this.roster.sockets());
  }

  /** Any frame for everyone takes a count that was waiting with it, once its window has passed. */
  broadcast(frame: ServerFrame) {
    this.guestsChanged();
    broadcastFrame(frame, this.roster.sockets());
  }

  private guests(): number {
    return this.roster.guestTotal();
  }
}
