import { createMiddleware } from 'hono/factory';
import { ROLE_ADMIN } from '../../contract/auth';
import type { AppEnv } from '../env';
import { tokenFromHeader, verifyToken } from '../services/token';
import { AppError, forbidden, unauthorized } from './app-error';
import { ErrorCode } from '../../contract/envelope';

/**
 * Reads the token when there is one. Public endpoints must not reject a stale
 * token (the client sends it on every request), so failures are ignored here.
 */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (token) {
    const check = await verifyToken(token, c.env.JWT_SECRET);
    if (check.ok) c.set('user', check.user);
  }
  await next();
});

/** Requires a valid token: missing/expired → 401 100016, malformed → 403 100002. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (!token) throw unauthorized();
  const check = await verifyToken(token, c.env.JWT_SECRET);
  if (!check.ok) {
    throw check.reason === 'expired' ? unauthorized('token已过期') : new AppError(ErrorCode.permission, '无效的token');
  }
  c.set('user', check.user);
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
