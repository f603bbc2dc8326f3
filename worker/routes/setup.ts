import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../contract/envelope';
import { setupBody, setupTexts, type SetupState } from '../../contract/setup';
import type { AppEnv } from '../env';
import { clientIp, ipAddressLabel } from '../http/client-ip';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { setSessionCookie } from '../http/session-cookie';
import { validate } from '../http/validate';
import { createOwner, setupClosed, setupNeeded } from '../services/setup';
import { signingSecret } from '../services/signing-secret';

/** Counted like login (it sets a password and logs in), in a bucket of its own. */
const setupLimit = { ...limits.login, bucket: 'setup', message: setupTexts.tooMany };

/** A set-up site refuses before it reads the body: nothing about the form matters any more. */
const whileNeeded = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await setupNeeded(c.var.db))) throw setupClosed();
  await next();
});

/** /api/setup: the first run (services/setup.ts). */
export const setupRoutes = new Hono<AppEnv>()
  .get('/', async (c) => ok<SetupState>(c, { needed: await setupNeeded(c.var.db) }, setupTexts.state))
  .post('/', rateLimit(setupLimit), whileNeeded, validate('json', setupBody, ErrorCode.user), async (c) => {
    const ip = clientIp(c);
    const owner = await createOwner(c.var.db, c.req.valid('json'), ip, () => signingSecret(c.env));
    // the owner is logged in as a login would: the token in the answer, the session cookie beside it
    setSessionCookie(c, owner.token);
    return ok(c, { ...owner, ipAddress: ipAddressLabel(c, ip) }, setupTexts.created);
  });
