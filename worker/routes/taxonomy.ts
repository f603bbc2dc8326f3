import { Hono } from 'hono';
import { BOOT_MESSAGES } from '../../contract/boot-data';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { listCategories, listTags } from '../services/taxonomy';

export const categoryRoutes = new Hono<AppEnv>().get('/getCategoryDictionary', async (c) =>
  ok(c, await listCategories(c.var.db), BOOT_MESSAGES.categories),
);

export const tagRoutes = new Hono<AppEnv>().get('/getTagDictionary', async (c) =>
  ok(c, await listTags(c.var.db), BOOT_MESSAGES.tags),
);
