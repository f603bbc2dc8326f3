import { Hono } from 'hono';
import { listenSetting, listenSettingTexts } from '../../../contract/chat-listen-setting';
import { ErrorCode } from '../../../contract/envelope';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { keepsCache } from '../../http/edge-cache';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { readListenSetting, saveListenSetting } from '../../services/listen-setting';

/** /api/admin/listen: the owner reads and saves who may control the chat room's 一起听 (console 安全 page). */
export const adminListenRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => ok(c, await readListenSetting(c.var.db), listenSettingTexts.read))
  // pages show no trace of it: the room's own frames carry it
  .put('/', keepsCache, validate('json', listenSetting, ErrorCode.config), async (c) =>
    ok(c, await saveListenSetting(c.var.db, c.env, c.req.valid('json')), listenSettingTexts.saved),
  );
