import { Hono } from 'hono';
import { BOOT_MESSAGES } from '../../contract/boot-data';
import type { AppEnv } from '../env';
import { ok, tip } from '../http/envelope';
import { limits, withinLimit } from '../http/rate-limit';
import * as site from '../services/site';
import { keepsCache } from '../http/edge-cache';

export const configRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const row = await site.getConfig(c.var.db);
    return row ? ok(c, row, BOOT_MESSAGES.config) : tip(c, '请去博客后台完善博客信息');
  })
  .put('/addView', keepsCache, async (c) => {
    // a background call from every page load: many visitors share one address (schools, offices,
    // carriers), so past the limit the view is simply not counted and the visitor never sees an error
    if (!(await withinLimit(c, limits.addView))) return ok(c, '添加成功', '添加成功');
    return (await site.addView(c.var.db)) ? ok(c, '添加成功', '添加成功') : tip(c, '请先初始化网站信息');
  });

export const pageHeaderRoutes = new Hono<AppEnv>().get('/getAll', async (c) =>
  ok(c, await site.listPageHeaders(c.var.db), BOOT_MESSAGES.pageHeaders),
);

export const statisticRoutes = new Hono<AppEnv>().get('/', async (c) =>
  ok(c, await site.getStatistic(c.var.db), BOOT_MESSAGES.statistic),
);
