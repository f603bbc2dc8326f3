import { Hono } from 'hono';
import { pushTexts } from '../../../contract/push';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { keepsCache } from '../../http/edge-cache';
import { ok } from '../../http/envelope';
import { pushStats, sendTestPush } from '../../services/push/stats';

/** /api/admin/push (issue 30, console 推送): subscriber counts, and a test push to the owner's own browsers. */
export const adminPushRoutes = new Hono<AppEnv>()
  .get('/stats', requireAdmin, async (c) => ok(c, await pushStats(c.var.db), '获取推送统计成功'))
  .post('/test', keepsCache, requireAdmin, async (c) => {
    const result = await sendTestPush(c.var.db, c.env, new URL(c.req.url).origin, currentUser(c).id);
    return ok(c, result, result.subscriptions === 0 ? pushTexts.noOwnerSubscription : pushTexts.testSent(result.sent, result.subscriptions));
  });
