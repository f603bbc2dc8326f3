import { Hono } from 'hono';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import { linksListBody } from '../../contract/links';
import type { AppEnv } from '../env';
import { keepsCache } from '../http/edge-cache';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { listLinks } from '../services/links';

export const linksRoutes = new Hono<AppEnv>().post(
  '/getLinksList',
  keepsCache,
  validate('json', linksListBody, ErrorCode.links),
  async (c) => {
    const isAdmin = c.var.user?.role === ROLE_ADMIN;
    return ok(c, await listLinks(c.var.db, c.req.valid('json'), isAdmin), '获取友链列表成功');
  },
);
