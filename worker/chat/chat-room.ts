import { DurableObject } from 'cloudflare:workers';
import type { ChatPage } from '../../contract/chat';
import type { ListenControl, ListenState } from '../../contract/chat-listen';
import { PRESENCE_SOCKET_PATH } from '../../contract/presence';
import { CLOSE_TOO_MANY_SOCKETS, chatMessages } from '../../contract/chat-protocol';
import type { Bindings } from '../env';
import { ADDRESS_HEADER, CHALLENGES_HEADER, IDENTITY_HEADER, NETWORK_HEADER, decodeIdentity } from './chat-identity';
import { sendFrame, sendTip } from './frames-out';
import { onFrame } from './message-path';
import type { HoldPolicy, WriteRules } from '../../contract/write-rules-base';
import type { ChatReader, HeldChatMessage } from './chat-history';
import { type RevokeResult, Room } from './room';
import { MAX_SOCKETS_PER_USER, guestRefusal, liveSockets, socketTag } from './socket-state';
import { initBucket, userBucket } from './token-bucket';

/**
 * The public chat room: one instance named "public" owns every socket and the
 * chat history (its own SQLite). Sockets use the hibernation API: per-socket
 * state is in attachments and ping/pong is answered by the runtime, so an idle
 * room is evicted from memory and everything is rebuilt from getWebSockets()
 * (the roster) when it wakes. This class is the runtime's doors: a socket
 * joins here, its frames go to message-path.ts, and the REST routes' RPC calls
 * to the room (room.ts), so this object is the one owner of chat data.
 */
export class ChatRoom extends DurableObject<Bindings> {
  private readonly room: Room;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.room = new Room(ctx, env);
    // answered without waking the object: clients keep NATs open without costing a wake-up
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    // a page's presence socket (issue 31): counted, never in the chat's roster
    if (new URL(request.url).pathname === PRESENCE_SOCKET_PATH) return this.room.presence.accept(request.headers.get(ADDRESS_HEADER) ?? '');
    const { roster, rule } = this.room;
    const user = decodeIdentity(request.headers.get(IDENTITY_HEADER));
    const address = user ? undefined : (request.headers.get(ADDRESS_HEADER) ?? '');
    if (address !== undefined) {
      const { fromAddress, total } = roster.guests(address);
      const refusal = guestRefusal(fromAddress, total);
      if (refusal) return refuseSocket(refusal);
    }
    const mine = user ? roster.ofUser(user.id) : [];
    // another tab of the same user: the new socket joins their bucket rather than starting a full one
    const bucket = userBucket(mine.map(([, st]) => st), rule);
    const live = liveSockets(mine);
    // past the cap the oldest tab makes room: the one the user just opened is the one they look at
    for (const [old, st] of live.slice(0, Math.max(0, live.length + 1 - MAX_SOCKETS_PER_USER))) {
      sendTip(old, chatMessages.tooManySockets, 'error');
      this.room.dismiss(old, st, CLOSE_TOO_MANY_SOCKETS, chatMessages.tooManySockets);
    }
    const pair = new WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, user ? [socketTag(user.id)] : ['anonymous']);
    const challenges = user ? Math.min(Number(request.headers.get(CHALLENGES_HEADER)) || 0, 1000) : 0;
    roster.add(server, {
      user,
      since: new Date().toISOString(),
      ...bucket,
      init: initBucket(),
      ...(address !== undefined && { address }),
      network: request.headers.get(NETWORK_HEADER) ?? '',
      ...(challenges > 0 && { challenges }),
    });
    // the others hear only of someone who was not online before; another tab changes nothing for them
    if (user && live.length === 0) this.room.broadcastOnline();
    else sendFrame(server, this.room.onlineFrame());
    if (!user) this.room.guestsChanged();
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): void | Promise<void> {
    return onFrame(this.room, ws, data);
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // echo the close so the peer's handshake completes
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      /* already closed */
    }
    this.room.left(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.room.left(ws);
  }

  // ---- RPC: the REST routes call these ----

  /** `reader`: who asks (their own held messages are listed to them; every one to an administrator). */
  listChatHistory(size: number, lastId: number, reader?: ChatReader): ChatPage {
    return this.room.listChatHistory(size, lastId, reader);
  }

  /** The owner saved the write rules or the hold policy (services/write-screen/settings.ts): the next message is checked by them. */
  setWriteRules(docs: { rules: WriteRules; hold: HoldPolicy }): void {
    this.room.rules.set(docs);
  }

  /** The hold queue's chat messages (console 待审核), newest first, and how many wait in all. */
  heldMessages(limit: number): { total: number; list: HeldChatMessage[] } {
    return this.room.heldMessages(limit);
  }

  /** Rejected held messages are removed; answers how many, and their authors (the console may disable them). */
  rejectHeld(ids: number[]): Promise<{ removed: number; authors: number[] }> {
    return this.room.rejectHeld(ids);
  }

  /** Approved held messages go out to everyone; answers how many were held. */
  approveHeld(ids: number[]): number {
    return this.room.approve(ids);
  }

  revoke(messageId: number, actor: { id: number; role: number }): Promise<RevokeResult> {
    return this.room.revoke(messageId, actor);
  }

  /** Clears the history and its chat pictures (administrator only); answers how many files were removed. */
  clearAll(): Promise<number> {
    return this.room.clearAll();
  }

  /** Closes every socket of the user with the forced-offline code; answers how many were closed. */
  forceOffline(userId: number): number {
    return this.room.forceOffline(userId);
  }

  /** The account changed (disabled, deleted, demoted, signed out everywhere): its sockets close and reconnect as who it now is. */
  closeUser(userId: number): number {
    return this.room.closeUser(userId);
  }

  onlineUsers() {
    return this.room.onlineUsers();
  }

  /** The owner saved who may control 一起听 (issue 31): the room judges the next control frame by it. */
  setListenControl(control: ListenControl): void {
    this.room.listen.setControl(control);
  }

  /** 一起听's state as it is now (the queue advanced by the clock); for the console and tests. */
  listenState(): ListenState {
    return this.room.listen.current();
  }
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
