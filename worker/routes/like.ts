import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { likeAddBody, likeCancelBody, likeMessages } from '../../contract/like';
import type { AppEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import * as likes from '../services/likes';
import { keepsCache } from '../http/edge-cache';

const code = ErrorCode.like;

/**
 * Anonymous likes are allowed by the contract: a visitor is identified by IP. A like is a
 * counter: it keeps the caches (cached lists show the count within their TTL), but it is
 * written before the answer, since the answer says whether it counted (已点赞 / gone).
 */
export const likeRoutes = new Hono<AppEnv>()
  .post('/addLike', keepsCache, rateLimit(limits.likeAdd), validate('json', likeAddBody, code), async (c) => {
    const liker = { userId: c.var.user?.id, ip: clientIp(c) };
    return ok(c, await likes.addLike(c.env.DB, c.req.valid('json'), liker), likeMessages.liked);
  })
  .post('/cancelLike', keepsCache, rateLimit(limits.likeCancel), validate('json', likeCancelBody, code), async (c) => {
    const liker = { userId: c.var.user?.id, ip: clientIp(c) };
    return ok(c, await likes.cancelLike(c.env.DB, c.req.valid('json'), liker), likeMessages.cancelled);
  })
  .post('/getIsLikeByIdOrIpAndType', keepsCache, validate('json', likeCancelBody, code), async (c) => {
    const liker = { userId: c.var.user?.id, ip: clientIp(c) };
    return ok(c, await likes.isLiked(c.env.DB, c.req.valid('json'), liker), '获取点赞状态成功');
  });
