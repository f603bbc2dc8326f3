import { chatMessages } from '../../contract/chat-protocol';
import type { ChatIdentity } from './chat-identity';
import type { Bucket } from './token-bucket';

/**
 * Everything the room knows about one socket. It lives in the socket's
 * attachment, so it survives the object hibernating and waking up.
 */
export interface SocketState {
  user: ChatIdentity | null;
  /** ISO time the socket joined (the contract's `createTime`) */
  since: string;
  /** this socket's copy of its user's token bucket (userBucket): tokens left and when it was last refilled (ms) */
  tokens: number;
  refilledAt: number;
  /** this socket's own bucket for `init` frames (INIT_RULE); sockets opened before it existed start full */
  init?: Bucket;
  /** where an anonymous socket came from (the client address the worker saw), for the per-address cap */
  address?: string;
  /** the network of any socket (IPv4 /24, IPv6 /64), for the owner's burst rule (issue 29); absent on sockets older than it */
  network?: string;
  /** a new account's socket: its messages need a solved challenge until the account has this many accepted writes; absent: none */
  challenges?: number;
  /** 一起听 (issue 31): the socket hears the shared player (`watch`, our client after init) or follows it (`join`); absent: the original client, which never hears of it */
  listen?: 'watch' | 'join';
  /** the room has already accounted for this socket leaving (it closed it itself, or its close event came) */
  departed?: boolean;
}

/** Open sockets one user may hold; one more closes their oldest, so a new tab always works. */
export const MAX_SOCKETS_PER_USER = 5;

/**
 * Anonymous sockets one client address may hold. Readers behind one address (a household, an
 * office, a campus NAT) each open a socket per chat tab; a signed-in user may hold
 * MAX_SOCKETS_PER_USER, so this leaves room for several readers at once, while one machine can no
 * longer open sockets without end.
 */
export const MAX_GUEST_SOCKETS_PER_ADDRESS = 20;
/**
 * Anonymous sockets the whole room holds. Every socket costs one send per message: at the ceiling
 * `npm run bench:chat` measures locally (about 24,000 deliveries a second on two cores, 2026-11-28),
 * a thousand watchers leave the room some 24 messages a second, a lively room's pace; signed-in
 * users (who are capped per account) are never refused by this count.
 */
export const MAX_GUEST_SOCKETS = 1000;

/** Why an anonymous socket from `address` may not join (undefined: it may). */
export function guestRefusal(fromAddress: number, total: number): string | undefined {
  if (fromAddress >= MAX_GUEST_SOCKETS_PER_ADDRESS) return chatMessages.tooManyGuestSockets;
  if (total >= MAX_GUEST_SOCKETS) return chatMessages.roomFull;
  return undefined;
}

/** Closes a socket the room sends away itself; its close event then changes nothing (the room told whom it had to). */
export function dismiss(ws: WebSocket, state: SocketState, code: number, reason: string) {
  try {
    ws.serializeAttachment({ ...state, departed: true });
    ws.close(code, reason);
  } catch {
    /* already closing */
  }
}

/** A user's sockets that still count: open and not on their way out, oldest first. */
export function liveSockets(entries: [WebSocket, SocketState][]): [WebSocket, SocketState][] {
  return entries
    .filter(([ws, st]) => ws.readyState === WebSocket.OPEN && !st.departed)
    .sort(([, a], [, b]) => a.since.localeCompare(b.since));
}

export const socketTag = (userId: number) => `user:${userId}`;
