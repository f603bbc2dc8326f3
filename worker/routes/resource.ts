import { Hono } from 'hono';
import { RESOURCE_ERROR_CODE, resourceKindParam } from '../../contract/resource';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { listResourceGroups } from '../services/resources';

/** Ours: the curated lists behind /resources/front, /resources/back and /siteList. */
export const resourceRoutes = new Hono<AppEnv>().get(
  '/list/:kind',
  validate('param', resourceKindParam, RESOURCE_ERROR_CODE),
  async (c) => ok(c, await listResourceGroups(c.var.db, c.req.valid('param').kind), '获取资源列表成功'),
);
