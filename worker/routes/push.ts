import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { pushStatusBody, pushSubscriptionBody, pushUnsubscribeBody } from '../../contract/push';
import type { AppEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { keepsCache } from '../http/edge-cache';
import { ok } from '../http/envelope';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { vapidKeys } from '../services/push/keys';
import * as subscriptions from '../services/push/subscriptions';

const code = ErrorCode.push;

/** A browser subscribes once and checks its state on each visit to the user center: 20 a minute is plenty. */
const pushLimit = { bucket: 'push', max: 20, windowSeconds: 60, message: '推送设置过于频繁，请稍后再试' };

/**
 * /api/push (issue 30): the site's public VAPID key, and a browser's subscription. The account is
 * the token's (none: anonymous, public topics only); nothing here changes what a page shows.
 */
export const pushRoutes = new Hono<AppEnv>()
  .get('/key', async (c) => ok(c, { publicKey: (await vapidKeys(c.env)).publicKey }, '获取推送公钥成功'))
  .post('/subscribe', keepsCache, rateLimit(pushLimit), validate('json', pushSubscriptionBody, code), async (c) =>
    ok(c, await subscriptions.subscribe(c.var.db, c.req.valid('json'), c.var.user, {
      address: clientIp(c),
      origin: new URL(c.req.url).origin,
      loopback: c.env.PUSH_LOOPBACK_HTTP === '1',
    }), '订阅推送成功'),
  )
  .post('/unsubscribe', keepsCache, rateLimit(pushLimit), validate('json', pushUnsubscribeBody, code), async (c) =>
    ok(c, await subscriptions.unsubscribe(c.var.db, c.req.valid('json').endpoint), '已取消推送'),
  )
  .post('/status', keepsCache, rateLimit(pushLimit), validate('json', pushStatusBody, code), async (c) =>
    ok(c, await subscriptions.status(c.var.db, c.req.valid('json').endpoint), '获取推送状态成功'),
  );
