import { tooManyRequests } from '../http/app-error';

/**
 * Wrong passwords are counted per account name AND address, so a stranger's
 * failures lock only the stranger: the owner, from their own address, can
 * always try the right password. (Counting per name alone let anyone lock the
 * owner out for 15 minutes, again and again.)
 *
 * An account attacked from many addresses slows down for everyone but never
 * locks: past `attackThreshold` failures for the name within the window, each
 * address gets only `attackAllowance` wrong passwords instead of
 * `maxFailures`. A botnet then buys two guesses per address per window, and
 * the owner from a clean address still logs in (with a typo to spare).
 *
 * Names are one account whatever their letter case or surrounding spaces,
 * and unknown names are counted the same way, so nothing tells which accounts
 * exist. IPv6 addresses count by their /64: one host holds a whole /64.
 *
 * Kept in the rate_limit table: `loginFail:<name>@<address>` per pair (`count`
 * the failures of the window, `window_start` its first failure or, from the
 * failure that reaches the pair's limit on, the moment the lock began), and
 * `loginFailAll:<name>` for the account's failures from every address in a
 * window that starts at its first failure. Locks lift by themselves; a right
 * password clears its own pair only, since it says nothing of the others.
 */
export interface LoginGuardRule {
  /** wrong passwords one address may give one account in a window */
  maxFailures: number;
  /** how long failures are remembered, and how long a lock lasts */
  windowSeconds: number;
  /** failures of one account from all addresses in a window past which it is under attack */
  attackThreshold: number;
  /** what `maxFailures` becomes for every address while the account is under attack */
  attackAllowance: number;
}

/** Per address: 5 wrong passwords in 15 minutes lock it for 15 minutes; 2 while the account has had 20. `scale` is RATE_LIMIT_SCALE (browser tests). */
export const loginGuardRule = (scale = 1): LoginGuardRule => ({
  maxFailures: 5 * scale,
  windowSeconds: 15 * 60,
  attackThreshold: 20 * scale,
  attackAllowance: 2 * scale,
});

/** One address as the guard counts it: IPv4 as it is, IPv6 by its first 64 bits. */
function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const accountName = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, ip: string) => `loginFail:${accountName(username)}@${addressKey(ip)}`;
const accountKey = (username: string) => `loginFailAll:${accountName(username)}`;

const lockedMessage = (seconds: number) => `密码错误次数过多，请${Math.max(1, Math.ceil(seconds / 60))}分钟后再试`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const locked = (seconds: number) => tooManyRequests(lockedMessage(seconds), seconds);

/** The account's failures in the current window (0 once its window has passed). */
const ACCOUNT_FAILURES = 'SELECT count FROM rate_limit WHERE key = ?1 AND window_start > ?2';
/** The pair's limit now: lower while the account is under attack. ?1 account key, ?2 window cut, ?3 threshold, ?4 allowance, ?5 normal limit. */
const PAIR_LIMIT = `CASE WHEN coalesce((${ACCOUNT_FAILURES}), 0) >= ?3 THEN ?4 ELSE ?5 END`;

/** Throws the lock (429 with Retry-After) while this address may not try this name; checked before the password is. */
export async function assertNotLocked(d1: D1Database, username: string, ip: string, rule: LoginGuardRule, now = nowSeconds()) {
  const row = await d1
    .prepare(`SELECT window_start, count >= ${PAIR_LIMIT} AS over FROM rate_limit WHERE key = ?6`)
    .bind(accountKey(username), now - rule.windowSeconds, rule.attackThreshold, rule.attackAllowance, rule.maxFailures, pairKey(username, ip))
    .first<{ window_start: number; over: number }>();
  if (!row?.over) return;
  const left = row.window_start + rule.windowSeconds - now;
  if (left > 0) throw locked(left);
}

/**
 * Counts one failure for the account and for the pair (one batch, in order: the account's count
 * decides the pair's limit). The failure that reaches the pair's limit starts its lock and is
 * answered with it.
 */
export async function recordFailure(d1: D1Database, username: string, ip: string, rule: LoginGuardRule, now = nowSeconds()) {
  const cut = now - rule.windowSeconds;
  // SQLite evaluates every SET expression against the old row
  const account = d1
    .prepare(
      `INSERT INTO rate_limit (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start > ?3 THEN count + 1 ELSE 1 END,
         window_start = CASE WHEN window_start > ?3 THEN window_start ELSE ?2 END`,
    )
    .bind(accountKey(username), now, cut);
  const pair = d1
    .prepare(
      `INSERT INTO rate_limit (key, window_start, count) VALUES (?6, ?7, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start > ?2 THEN count + 1 ELSE 1 END,
         window_start = CASE WHEN window_start > ?2 AND count + 1 < ${PAIR_LIMIT} THEN window_start ELSE ?7 END
       RETURNING count, ${PAIR_LIMIT} AS pair_limit`,
    )
    .bind(accountKey(username), cut, rule.attackThreshold, rule.attackAllowance, rule.maxFailures, pairKey(username, ip), now);
  const [, counted] = await d1.batch<{ count: number; pair_limit: number }>([account, pair]);
  const row = counted?.results[0];
  if (row && row.count >= row.pair_limit) throw locked(rule.windowSeconds);
}

/** A right password forgets this address's failures for the name (not the account's, which others made). */
export async function clearFailures(d1: D1Database, username: string, ip: string) {
  await d1.prepare('DELETE FROM rate_limit WHERE key = ?1').bind(pairKey(username, ip)).run();
}
