/**
 * Logout ends the one token it was given, not the account's other logins: the
 * public test account (id 2) is shared by every visitor who tries the site,
 * and one of them leaving must not sign out the rest. ("Sign out everywhere"
 * and a password change move the account's session version instead.)
 *
 * A revoked token's `jti` is kept in the rate_limit table (a deployment table:
 * never exported, restored or imported) as `revokedToken:<jti>` with
 * `window_start` set to the token's own expiry, and dropped once that has
 * passed, so the list never holds more than a day of logouts. Tokens issued
 * before tokens carried a `jti` cannot be named: they end with their day.
 */
import { verifyToken } from './token';

const PREFIX = 'revokedToken:';
/** the first key after every `revokedToken:` key (';' follows ':'), so the primary key bounds the sweep */
const PAST_PREFIX = 'revokedToken;';

export const revokedTokenKey = (jti: string) => `${PREFIX}${jti}`;

/** Ends the given tokens (the Authorization header's and the session cookie's); anything not ours, or already expired, is skipped. */
export async function revokeTokens(d1: D1Database, secret: string, tokens: (string | null | undefined)[]) {
  const now = Math.floor(Date.now() / 1000);
  const statements = [d1.prepare('DELETE FROM rate_limit WHERE key >= ?1 AND key < ?2 AND window_start < ?3').bind(PREFIX, PAST_PREFIX, now)];
  for (const token of new Set(tokens)) {
    if (!token) continue;
    const check = await verifyToken(token, secret);
    if (!check.ok || !check.jti) continue;
    statements.push(
      d1.prepare('INSERT INTO rate_limit (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT(key) DO NOTHING').bind(revokedTokenKey(check.jti), check.exp),
    );
  }
  await d1.batch(statements);
}
