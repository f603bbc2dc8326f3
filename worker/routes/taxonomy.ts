import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { listCategories, listTags } from '../services/taxonomy';

export const categoryRoutes = new Hono<AppEnv>().get('/getCategoryDictionary', async (c) =>
  ok(c, await listCategories(c.var.db), '获取分类字典成功'),
);

export const tagRoutes = new Hono<AppEnv>().get('/getTagDictionary', async (c) =>
  ok(c, await listTags(c.var.db), '获取标签字典成功'),
);
