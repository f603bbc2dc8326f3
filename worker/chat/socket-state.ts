import type { OnlineUser } from '../../contract/chat';
import type { ChatIdentity } from './chat-identity';

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

/** Every `init` answer carries the whole online list: a burst of 3 per socket, then one every 10 s. */
export const INIT_RULE: BucketRule = { capacity: 3, refillPerSecond: 0.1 };

/** A socket's init bucket as it is now: full for a new socket or one opened before the bucket existed. */
export const initBucket = (state?: Pick<SocketState, 'init'>, now = Date.now()): Bucket =>
  state?.init ? { ...state.init } : { tokens: INIT_RULE.capacity, refilledAt: now };

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

export interface BucketRule {
  capacity: number;
  /** tokens added per second */
  refillPerSecond: number;
}

/** Default: a burst of 5, then one message every 2 s. CHAT_RATE_LIMIT raises the burst (the benchmark uses it). */
export function bucketRule(setting: string | undefined): BucketRule {
  const capacity = Number(setting) > 0 ? Number(setting) : 5;
  return { capacity, refillPerSecond: capacity / 10 };
}

export type Bucket = Pick<SocketState, 'tokens' | 'refilledAt'>;

/**
 * A user's token bucket, shared by all their sockets so a second tab does not
 * double the rate. Every socket's attachment carries a copy and each use
 * writes it to all of them, so the copy refilled last is the current one;
 * a user's first socket starts full.
 */
export function userBucket(states: SocketState[], rule: BucketRule, now = Date.now()): Bucket {
  let latest: SocketState | undefined;
  for (const s of states) if (!latest || s.refilledAt > latest.refilledAt) latest = s;
  return latest ? { tokens: latest.tokens, refilledAt: latest.refilledAt } : { tokens: rule.capacity, refilledAt: now };
}

/** Takes one token when there is one; mutates and answers whether the message may pass. */
export function takeToken(state: Bucket, rule: BucketRule, now = Date.now()): boolean {
  const elapsed = Math.max(0, now - state.refilledAt) / 1000;
  state.tokens = Math.min(rule.capacity, state.tokens + elapsed * rule.refillPerSecond);
  state.refilledAt = now;
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

/** Distinct users with an open socket, each once however many tabs they have; earliest join wins. */
export function onlineList(sockets: WebSocket[]): OnlineUser[] {
  const byUser = new Map<number, OnlineUser>();
  for (const ws of sockets) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    const state = ws.deserializeAttachment() as SocketState | null;
    const user = state?.user;
    if (!user) continue;
    const seen = byUser.get(user.id);
    if (seen && seen.createTime <= state.since) continue;
    byUser.set(user.id, { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar, createTime: state.since });
  }
  return [...byUser.values()].sort((a, b) => a.createTime.localeCompare(b.createTime));
}
