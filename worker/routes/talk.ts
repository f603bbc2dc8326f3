import { Hono } from 'hono';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import { talkIdParam, talkListBody } from '../../contract/talk';
import type { AppEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import * as talks from '../services/talks';
import { keepsCache } from '../http/edge-cache';

// the original put talk error text in `code`; ours keeps code 100011 with a message
const code = ErrorCode.talk;

export const talkRoutes = new Hono<AppEnv>()
  .post('/blogGetTalkList', keepsCache, validate('json', talkListBody, code), async (c) => {
    const { current, size } = c.req.valid('json');
    const viewer = { userId: c.var.user?.id, ip: clientIp(c) };
    return ok(c, await talks.listTalks(c.var.db, current, size, viewer), '获取说说列表成功');
  })
  .get('/getTalkById/:id', validate('param', talkIdParam, code), async (c) => {
    const viewer = { userId: c.var.user?.id, ip: clientIp(c) };
    const isAdmin = c.var.user?.role === ROLE_ADMIN;
    return ok(c, await talks.getTalk(c.var.db, c.req.valid('param').id, viewer, isAdmin), '获取说说详情成功');
  });
