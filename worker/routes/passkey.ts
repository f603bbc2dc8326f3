/**
 * Passkeys (issue 29 item 4), our own paths outside the legacy contract: /api/passkey/* for
 * every account and /api/admin/security/passkey for the owner's setting (docs/api.md).
 * Nothing here changes what readers see, so no route moves the public cache's version.
 */
import { type Context, Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { loginVerifyBody, passkeySetting, passkeyTexts, registerOptionsBody, registerVerifyBody, removeBody, renameBody } from '../../contract/passkey';
import type { AppEnv } from '../env';
import { currentUser, requireAdmin, requireUser } from '../http/auth';
import { clientIp, ipAddressLabel } from '../http/client-ip';
import { keepsCache } from '../http/edge-cache';
import { ok } from '../http/envelope';
import { limits, rateLimit, rateLimitScale } from '../http/rate-limit';
import { setSessionCookie } from '../http/session-cookie';
import { validate } from '../http/validate';
import { loginGuardRule } from '../services/login-guard';
import { passkeySettingView, savePasskeySetting } from '../services/passkeys/console-access';
import { renamePasskey } from '../services/passkeys/credentials';
import { passkeyOverview } from '../services/passkeys/overview';
import { finishRegistration, registrationOptions } from '../services/passkeys/registration';
import { relyingParty } from '../services/passkeys/relying-party';
import { removeOwnPasskey } from '../services/passkeys/removal';
import { finishSignIn, signInOptions } from '../services/passkeys/sign-in';
import { signingSecret } from '../services/signing-secret';

const E = ErrorCode.user;
const rp = (c: Context<AppEnv>) => relyingParty(c.req.url);
/** The password a person gave to confirm it is them, with what the login guard needs to count a wrong one. */
const confirmation = (c: Context<AppEnv>, password: string | undefined) => ({ password, ip: clientIp(c), guard: loginGuardRule(rateLimitScale(c.env.RATE_LIMIT_SCALE)) });

export const passkeyRoutes = new Hono<AppEnv>()
  .post('/login/options', keepsCache, rateLimit(limits.passkeySignIn), async (c) => ok(c, await signInOptions(c.var.db, rp(c)), passkeyTexts.optionsReady))
  .post('/login/verify', keepsCache, rateLimit(limits.passkeySignIn), validate('json', loginVerifyBody, E), async (c) => {
    const ip = clientIp(c);
    const result = await finishSignIn(c.var.db, rp(c), c.req.valid('json'), { ip, ipAddress: ipAddressLabel(c, ip) }, await signingSecret(c.env));
    setSessionCookie(c, result.token);
    return ok(c, result, passkeyTexts.signedIn);
  })
  .get('/mine', requireUser, async (c) => ok(c, await passkeyOverview(c.var.db, currentUser(c), rp(c)), passkeyTexts.listed))
  .post('/register/options', keepsCache, rateLimit(limits.passkeyManage), requireUser, validate('json', registerOptionsBody, E), async (c) => {
    const options = await registrationOptions(c.var.db, currentUser(c), rp(c), confirmation(c, c.req.valid('json').password));
    return ok(c, options, passkeyTexts.optionsReady);
  })
  .post('/register/verify', keepsCache, rateLimit(limits.passkeyManage), requireUser, validate('json', registerVerifyBody, E), async (c) =>
    ok(c, await finishRegistration(c.var.db, currentUser(c), rp(c), c.req.valid('json')), passkeyTexts.added),
  )
  .put('/rename', keepsCache, requireUser, validate('json', renameBody, E), async (c) => {
    const { id, name } = c.req.valid('json');
    return ok(c, await renamePasskey(c.var.db, currentUser(c).id, id, name), passkeyTexts.renamed);
  })
  .post('/remove', keepsCache, rateLimit(limits.passkeyManage), requireUser, validate('json', removeBody, E), async (c) => {
    const { id, password } = c.req.valid('json');
    return ok(c, await removeOwnPasskey(c.var.db, currentUser(c), id, confirmation(c, password)), passkeyTexts.removed);
  });

/** The owner's setting; requireAdmin itself refuses a password session while the setting is on, so only a passkey session turns it off. */
export const passkeyAdminRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => ok(c, await passkeySettingView(c.var.db, currentUser(c)), passkeyTexts.settingRead))
  .put('/', keepsCache, requireAdmin, validate('json', passkeySetting, E), async (c) =>
    ok(c, await savePasskeySetting(c.var.db, currentUser(c), c.req.valid('json')), passkeyTexts.settingSaved),
  );
