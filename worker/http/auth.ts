import { createMiddleware } from 'hono/factory';
import { ROLE_ADMIN } from '../../contract/auth';
import type { AppEnv, TokenUser } from '../env';
import { tokenFromHeader, verifyToken } from '../services/token';
import { DISABLED_ACCOUNT, liveAccount } from '../services/users';
import { createDb } from '../db/client';
import { AppError, forbidden, unauthorized } from './app-error';
import { ErrorCode } from '../../contract/envelope';

/**
 * Reads the token when there is one. Public endpoints must not reject a stale
 * token (the client sends it on every request), so failures are ignored here.
 * Only an administrator's token is checked against the account (what it
 * unlocks on public routes, private articles, must end with the role); a
 * reader's token changes nothing a public answer shows, so it costs no read.
 */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (token) {
    const check = await verifyToken(token, c.env.JWT_SECRET);
    if (check.ok && check.user.role !== ROLE_ADMIN) c.set('user', check.user);
    if (check.ok && check.user.role === ROLE_ADMIN) {
      const account = await liveAccount(dbOf(c), check.user.id);
      if (account && !account.disabled) c.set('user', { ...check.user, role: account.role });
    }
  }
  await next();
});

const dbOf = (c: { var: { db?: AppEnv['Variables']['db'] }; env: AppEnv['Bindings'] }) => c.var.db ?? createDb(c.env.DB);

/** The token's user with the account's current role; a deleted or disabled account is signed out. */
async function checkedUser(c: Parameters<typeof dbOf>[0], user: TokenUser): Promise<TokenUser> {
  const account = await liveAccount(dbOf(c), user.id);
  if (!account) throw unauthorized('用户不存在');
  if (account.disabled) throw unauthorized(DISABLED_ACCOUNT);
  return { ...user, role: account.role };
}

/** Requires a valid token of a live account: missing/expired/disabled → 401 100016, malformed → 403 100002. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (!token) throw unauthorized();
  const check = await verifyToken(token, c.env.JWT_SECRET);
  if (!check.ok) {
    throw check.reason === 'expired' ? unauthorized('token已过期') : new AppError(ErrorCode.permission, '无效的token');
  }
  c.set('user', await checkedUser(c, check.user));
  await next();
});

/** Requires role 1, checked on the server for every admin route. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c, async () => {
    if (c.get('user')?.role !== ROLE_ADMIN) throw forbidden();
    await next();
  });
});

export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
