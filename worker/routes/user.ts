import { Hono } from 'hono';
import { z } from 'zod';
import { loginBody, registerBody, updateOwnInfoBody, updatePasswordBody } from '../../contract/auth';
import { sessionMessages } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { clientIp, ipAddressLabel } from '../http/client-ip';
import { ok } from '../http/envelope';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '../http/session-cookie';
import { publicRoom } from '../services/chat';
import { signingSecret } from '../services/signing-secret';
import { revokeTokens } from '../services/revoked-tokens';
import { tokenFromHeader } from '../services/token';
import { limits, rateLimit, rateLimitScale } from '../http/rate-limit';
import { loginGuardRule } from '../services/login-guard';
import { validate } from '../http/validate';
import { checkChallenge } from '../services/challenge';
import * as usersService from '../services/users';
import { listOwnComments, listOwnMessages } from '../services/user-activity';
import { activityPaging } from '../../contract/user-activity';
import { keepsCache } from '../http/edge-cache';

const idParam = z.object({ id: z.coerce.number().int().positive('用户id不合法') });

export const userRoutes = new Hono<AppEnv>()
  .post('/login', keepsCache, rateLimit(limits.login), validate('json', loginBody, ErrorCode.user), async (c) => {
    const ip = clientIp(c);
    const guard = loginGuardRule(rateLimitScale(c.env.RATE_LIMIT_SCALE));
    const result = await usersService.login(c.var.db, c.req.valid('json'), ip, ipAddressLabel(c, ip), await signingSecret(c.env), guard);
    setSessionCookie(c, result.token);
    return ok(c, result, '登录成功');
  })
  // the token ends here (header and cookie alike, one login only); the HttpOnly cookie only the server can clear
  .post('/logout', keepsCache, async (c) => {
    await revokeTokens(c.env.DB, await signingSecret(c.env), [tokenFromHeader(c.req.header('Authorization')), sessionCookieOf(c)]);
    clearSessionCookie(c);
    return ok(c, true, sessionMessages.loggedOut);
  })
  .post('/register', rateLimit(limits.register), validate('json', registerBody, ErrorCode.user), async (c) => {
    // registration is never held: without a solved challenge (where the owner requires one) it is refused
    await checkChallenge(c, 'register');
    const result = await usersService.register(c.var.db, c.req.valid('json'), clientIp(c));
    return ok(c, result, '注册成功');
  })
  .get('/getUserInfoById/:id', validate('param', idParam, ErrorCode.user), async (c) => {
    const info = await usersService.getUserInfo(c.var.db, c.req.valid('param').id, (ip) => ipAddressLabel(c, ip));
    return ok(c, info, '获取用户信息成功');
  })
  .put('/updateOwnUserInfo', requireUser, validate('json', updateOwnInfoBody, ErrorCode.user), async (c) => {
    const user = currentUser(c);
    const done = await usersService.updateOwnInfo(c.var.db, c.env.BUCKET, user.id, c.req.valid('json'));
    return ok(c, done, '修改用户信息成功');
  })
  .put('/updatePassword', keepsCache, requireUser, validate('json', updatePasswordBody, ErrorCode.user), async (c) => {
    const done = await usersService.updatePassword(c.var.db, publicRoom(c.env), currentUser(c).id, c.req.valid('json'));
    clearSessionCookie(c);
    return ok(c, done, '修改密码成功');
  })
  .post('/getOwnComments', keepsCache, requireUser, validate('json', activityPaging, ErrorCode.user), async (c) => {
    const { current, size } = c.req.valid('json');
    return ok(c, await listOwnComments(c.var.db, currentUser(c).id, current, size), '获取我的评论成功');
  })
  .post('/getOwnMessages', keepsCache, requireUser, validate('json', activityPaging, ErrorCode.user), async (c) => {
    const { current, size } = c.req.valid('json');
    return ok(c, await listOwnMessages(c.var.db, currentUser(c).id, current, size), '获取我的留言成功');
  });
