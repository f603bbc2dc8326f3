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
  /** the room has already accounted for this socket leaving (it closed it itself, or its close event came) */
  departed?: boolean;
}

/** Open sockets one user may hold; one more closes their oldest, so a new tab always works. */
export const MAX_SOCKETS_PER_USER = 5;

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
