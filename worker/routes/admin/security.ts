import { Hono } from 'hono';
import { ErrorCode } from '../../../contract/envelope';
import { heldActionBody, heldListBody, holdSetting, writeRuleTexts, writeRulesSetting } from '../../../contract/write-rules';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { keepsCache } from '../../http/edge-cache';
import { ok } from '../../http/envelope';
import { pushAfter } from '../../http/push-after';
import { pendingLinks, pushLinksApproved } from '../../services/push/site-triggers';
import { heldComments, pushApproved } from '../../services/push/triggers';
import { validate } from '../../http/validate';
import { publicRoom } from '../../services/chat';
import { listHeld } from '../../services/write-screen/held-list';
import { approveHeld, rejectHeld } from '../../services/write-screen/hold-queue';
import { readSecuritySettings, saveHoldPolicy, saveWriteRules } from '../../services/write-screen/settings';

const code = ErrorCode.config;

/**
 * /api/admin/security (issue 29, console 安全 and 待审核): the owner's write rules and hold policy,
 * and the hold queue. Saving a setting changes nothing a cached answer shows (keepsCache); approving
 * and rejecting do, so they move the content version like any write.
 */
export const adminSecurityRoutes = new Hono<AppEnv>()
  // each route guards itself: /admin/security/passkey beside these is the passkey part's (routes/passkey.ts)
  .get('/rules', requireAdmin, async (c) => ok(c, await readSecuritySettings(c.var.db), '获取安全设置成功'))
  .put('/rules', keepsCache, requireAdmin, validate('json', writeRulesSetting, code), async (c) =>
    ok(c, await saveWriteRules(c.var.db, publicRoom(c.env), c.req.valid('json')), writeRuleTexts.saved),
  )
  .put('/hold', keepsCache, requireAdmin, validate('json', holdSetting, code), async (c) =>
    ok(c, await saveHoldPolicy(c.var.db, publicRoom(c.env), c.req.valid('json')), writeRuleTexts.saved),
  )
  .post('/held/list', keepsCache, requireAdmin, validate('json', heldListBody, code), async (c) =>
    ok(c, await listHeld(c.var.db, publicRoom(c.env), c.req.valid('json').kind), writeRuleTexts.listed),
  )
  .post('/held/approve', requireAdmin, validate('json', heldActionBody, code), async (c) => {
    const { items } = c.req.valid('json');
    const was = await heldComments(c.var.db, items.filter((i) => i.kind === 'comment').map((i) => i.id));
    const linksWere = await pendingLinks(c.var.db, items.filter((i) => i.kind === 'link').map((i) => i.id));
    const n = await approveHeld(c.var.db, publicRoom(c.env), items);
    pushAfter(c, async (env, site) => {
      await pushApproved(c.var.db, env, site, was);
      await pushLinksApproved(c.var.db, env, site, linksWere);
    });
    return ok(c, n, writeRuleTexts.approved(n));
  })
  .post('/held/reject', requireAdmin, validate('json', heldActionBody, code), async (c) => {
    const { items, disable } = c.req.valid('json');
    const result = await rejectHeld(c.var.db, publicRoom(c.env), c.env.BUCKET, items, disable, currentUser(c).id);
    return ok(c, result, writeRuleTexts.rejected(result.rejected, result.disabled));
  });
