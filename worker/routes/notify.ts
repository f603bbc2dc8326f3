import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { notifyIdParam, notifyListBody, notifyMessages, notifyReadAllBody } from '../../contract/notify';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import * as notify from '../services/notify';
import { keepsCache } from '../http/edge-cache';

const code = ErrorCode.notify;

/** Contract §3.9 with the ownership fix: every call needs a token and touches only the caller's own rows. */
export const notifyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/getNotifyList', keepsCache, validate('json', notifyListBody, code), async (c) => {
    const { current, size } = c.req.valid('json');
    return ok(c, await notify.listOwn(c.var.db, currentUser(c).id, current, size), notifyMessages.listed);
  })
  .put('/update/:id', keepsCache, validate('param', notifyIdParam, code), async (c) => {
    return ok(c, await notify.markRead(c.var.db, currentUser(c).id, c.req.valid('param').id), notifyMessages.read);
  })
  .put('/readAll', keepsCache, validate('json', notifyReadAllBody, code), async (c) => {
    return ok(c, await notify.markAllRead(c.var.db, currentUser(c).id, c.req.valid('json').upTo), notifyMessages.allRead);
  })
  .put('/delete/:id', keepsCache, validate('param', notifyIdParam, code), async (c) => {
    return ok(c, await notify.removeOwn(c.var.db, currentUser(c).id, c.req.valid('param').id), notifyMessages.deleted);
  });
