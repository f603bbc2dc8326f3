import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/app-error';

/**
 * Failed logins counted per account name, whatever the address: the per-address
 * limit alone let 30 addresses try 30 passwords at one account. Unknown names
 * are counted the same way, so the lock tells nothing about which accounts exist.
 *
 * Kept in the rate_limit table under `loginFail:<name>`: `count` is the failures
 * of the current window and `window_start` its first failure, or, from the
 * failure that reaches the limit on, the moment the lock began. The lock
 * lifts by itself when its window has passed; a right password clears the row.
 */
export interface LoginGuardRule {
  maxFailures: number;
  /** how long failures are remembered, and how long a lock lasts */
  windowSeconds: number;
}

/** 5 wrong passwords within 15 minutes lock the name for 15 minutes; `scale` is RATE_LIMIT_SCALE (browser tests). */
export const loginGuardRule = (scale = 1): LoginGuardRule => ({ maxFailures: 5 * scale, windowSeconds: 15 * 60 });

const loginFailKey = (username: string) => `loginFail:${username.trim().toLowerCase()}`;

const lockedMessage = (seconds: number) => `密码错误次数过多，请${Math.max(1, Math.ceil(seconds / 60))}分钟后再试`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const locked = (seconds: number) => tooManyRequests(lockedMessage(seconds), seconds);

/** Throws the lock (429 with Retry-After) while the name is locked; checked before the password is. */
export async function assertNotLocked(db: Db, username: string, rule: LoginGuardRule, now = nowSeconds()) {
  const row = await db.select().from(rateLimits).where(eq(rateLimits.key, loginFailKey(username))).get();
  if (!row || row.count < rule.maxFailures) return;
  const left = row.window_start + rule.windowSeconds - now;
  if (left > 0) throw locked(left);
}

/** Counts one failure; the one that reaches the limit starts the lock and is answered with it. */
export async function recordFailure(db: Db, username: string, rule: LoginGuardRule, now = nowSeconds()) {
  const inWindow = sql`${rateLimits.window_start} > ${now - rule.windowSeconds}`;
  const row = await db
    .insert(rateLimits)
    .values({ key: loginFailKey(username), window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // SQLite evaluates every SET expression against the old row
      set: {
        count: sql`CASE WHEN ${inWindow} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: sql`CASE WHEN ${inWindow} AND ${rateLimits.count} + 1 < ${rule.maxFailures} THEN ${rateLimits.window_start} ELSE ${now} END`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  if (row && row.count >= rule.maxFailures) throw locked(rule.windowSeconds);
}

/** A right password forgets the failures. */
export async function clearFailures(db: Db, username: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, loginFailKey(username))).run();
}
