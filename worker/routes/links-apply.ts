import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { heldTexts } from '../../contract/write-rules-base';
import { linkAddBody, linkApplyTexts, linkUpdateBody } from '../../contract/links-apply';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { screenRequest } from '../http/screen';
import { validate } from '../http/validate';
import { pushAfter } from '../http/push-after';
import { pushLinkApply } from '../services/push/site-triggers';
import { checkChallenge } from '../services/challenge';
import { applyLink, updateLink } from '../services/links-apply';

const code = ErrorCode.links;
/** What the rules read of an application: its address, and its name and description as the written text. */
const linkText = (input: { url: string; site_name: string; site_desc: string }) => ({ site: input.url, body: `${input.site_name}\n${input.site_desc}` });

/** Mounted on '/links' beside the list routes. Applying needs a login (the contract's client asks for one too). */
export const linksApplyRoutes = new Hono<AppEnv>()
  .post('/add', rateLimit(limits.linksAdd), requireUser, validate('json', linkAddBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'link', linkText(input), await checkChallenge(c, 'link', currentUser(c)));
    const done = verdict.held ? heldTexts.link : input.id ? linkApplyTexts.updated : linkApplyTexts.applied;
    const result = await applyLink(c.var.db, c.env.BUCKET, input, currentUser(c), verdict);
    // an edit through /add notifies nobody (links-apply.ts), so it pushes nothing either
    if (!input.id) pushAfter(c, (env, site) => pushLinkApply(env, site, input.site_name, verdict.held, false));
    return ok(c, result, done);
  })
  .post('/frontUpdate', rateLimit(limits.linksAdd), requireUser, validate('json', linkUpdateBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'link', linkText(input), await checkChallenge(c, 'link', currentUser(c)));
    const result = await updateLink(c.var.db, c.env.BUCKET, input, currentUser(c), verdict);
    pushAfter(c, (env, site) => pushLinkApply(env, site, input.site_name, verdict.held, true));
    return ok(c, result, verdict.held ? heldTexts.link : linkApplyTexts.updated);
  });
