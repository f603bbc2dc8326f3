import { createMiddleware } from 'hono/factory';
import { ROLE_ADMIN, sessionMessages } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import { createDb } from '../db/client';
import type { AppEnv, LiveUser } from '../env';
import { type IdentityProblem, resolveIdentity } from '../services/identity';
import { signingSecret } from '../services/signing-secret';
import { tokenFromHeader } from '../services/token';
import { DISABLED_ACCOUNT } from '../services/users';
import { consoleRequiresPasskey } from '../services/passkeys/console-access';
import { passkeyTexts } from '../../contract/passkey';
import { AppError, forbidden, unauthorized } from './app-error';

/**
 * Resolves the request's token (Authorization header, bare or Bearer) to the
 * live account once; every guard below reads that one value. Public endpoints
 * never reject a stale token (the client sends it on every request): a token
 * that stands for nobody just makes a visitor. The session cookie is not read
 * here: REST stays immune to cross-site forgery; only /ws reads the cookie.
 */
export const identify = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenFromHeader(c.req.header('Authorization'));
  if (token) {
    const identity = await resolveIdentity(c.var.db ?? createDb(c.env.DB), await signingSecret(c.env), token);
    if (identity.user) c.set('user', identity.user);
    else if (identity.problem) c.set('authProblem', identity.problem);
  }
  await next();
});

const problemError: Record<IdentityProblem, () => AppError> = {
  expired: () => unauthorized('token已过期'),
  invalid: () => new AppError(ErrorCode.permission, '无效的token'),
  gone: () => unauthorized('用户不存在'),
  disabled: () => unauthorized(DISABLED_ACCOUNT),
  revoked: () => unauthorized(sessionMessages.revoked),
};

/** Requires a token of a live account: missing/expired/disabled/revoked → 401 100016, malformed → 403 100002. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) {
    const problem = c.var.authProblem;
    throw problem ? problemError[problem]() : unauthorized();
  }
  await next();
});

/**
 * Requires role 1 as the account has it now, checked on the server for every admin route; and,
 * while the owner requires passkeys for the console, a session a passkey signed in (the setting
 * is read only for the sessions it could refuse).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c, async () => {
    const user = c.var.user;
    if (user?.role !== ROLE_ADMIN) throw forbidden();
    if (user.via !== 'passkey' && (await consoleRequiresPasskey(c.var.db ?? createDb(c.env.DB)))) throw forbidden(passkeyTexts.consoleNeedsPasskey);
    await next();
  });
});

export function currentUser(c: { get(key: 'user'): LiveUser | undefined }): LiveUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
