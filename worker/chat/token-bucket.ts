/** Rate limits of the chat room: token buckets kept in the sockets' attachments (socket-state.ts). */

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

/** Tokens left and when they were last refilled (ms). */
export interface Bucket {
  tokens: number;
  refilledAt: number;
}

/**
 * A user's token bucket, shared by all their sockets so a second tab does not
 * double the rate. Every socket's attachment carries a copy and each use
 * writes it to all of them, so the copy refilled last is the current one;
 * a user's first socket starts full.
 */
export function userBucket(states: Bucket[], rule: BucketRule, now = Date.now()): Bucket {
  let latest: Bucket | undefined;
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

/** Every `init` answer carries the whole online list: a burst of 3 per socket, then one every 10 s. */
export const INIT_RULE: BucketRule = { capacity: 3, refillPerSecond: 0.1 };

/** A socket's init bucket as it is now: full for a new socket or one opened before the bucket existed. */
export const initBucket = (state?: { init?: Bucket }, now = Date.now()): Bucket =>
  state?.init ? { ...state.init } : { tokens: INIT_RULE.capacity, refilledAt: now };
