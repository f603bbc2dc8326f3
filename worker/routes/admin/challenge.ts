import { Hono } from 'hono';
import { challengeSettingsBody, challengeSettingsTexts } from '../../../contract/challenge';
import { ErrorCode } from '../../../contract/envelope';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { keepsCache } from '../../http/edge-cache';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { readChallengeSettings, saveChallengeSettings } from '../../services/challenge';

/** /api/admin/challenge: the owner reads and saves the proof-of-work settings (console 安全 page). */
export const adminChallengeRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => ok(c, await readChallengeSettings(c.var.db), challengeSettingsTexts.read))
  // nothing public changes with it: pages show no trace of the setting
  .put('/', keepsCache, validate('json', challengeSettingsBody, ErrorCode.config), async (c) =>
    ok(c, await saveChallengeSettings(c.var.db, c.req.valid('json')), challengeSettingsTexts.saved),
  );
