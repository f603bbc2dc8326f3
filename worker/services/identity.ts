import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import type { LiveUser } from '../env';
import { revokedTokenKey } from './revoked-tokens';
import { verifyToken } from './token';

/** Why a presented token does not stand for a live account (null: no token at all). */
export type IdentityProblem = 'expired' | 'invalid' | 'gone' | 'disabled' | 'revoked';

export type Identity = { user: LiveUser; problem: null } | { user: null; problem: IdentityProblem | null };

/** The chat room, told when an account changes so its open sockets never keep a role or a person taken back. */
export type AccountWatcher = { closeUser(userId: number): unknown };

const ANONYMOUS: Identity = { user: null, problem: null };

/**
 * The one resolver: a token becomes the account as it is now, read once.
 * A disabled or deleted account, a token older than the account's last
 * sign-out (its session version moved on), or a token logged out (its `jti`
 * revoked) stands for nobody.
 */
export async function resolveIdentity(db: Db, secret: string, token: string | null | undefined): Promise<Identity> {
  if (!token) return ANONYMOUS;
  const check = await verifyToken(token, secret);
  if (!check.ok) return { user: null, problem: check.reason };
  const row = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      nick_name: users.nick_name,
      avatar: users.avatar,
      createdAt: users.createdAt,
      disabled: users.disabled,
      session_version: users.session_version,
      // same read: the logout list is keyed by the primary key, so this costs no round trip
      logged_out: check.jti
        ? sql<number>`EXISTS (SELECT 1 FROM ${rateLimits} WHERE ${rateLimits.key} = ${revokedTokenKey(check.jti)})`
        : sql<number>`0`,
    })
    .from(users)
    .where(eq(users.id, check.user.id))
    .get();
  if (!row) return { user: null, problem: 'gone' };
  if (row.disabled) return { user: null, problem: 'disabled' };
  if (row.session_version !== check.user.sv || row.logged_out) return { user: null, problem: 'revoked' };
  const { disabled: _disabled, session_version: sv, logged_out: _loggedOut, ...account } = row;
  return { user: { ...account, sv, via: check.user.via }, problem: null };
}
