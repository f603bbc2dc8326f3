import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { linkAddBody, linkApplyTexts, linkUpdateBody } from '../../contract/links-apply';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { checkChallenge } from '../services/challenge';
import { applyLink, updateLink } from '../services/links-apply';

const code = ErrorCode.links;

/** Mounted on '/links' beside the list routes. Applying needs a login (the contract's client asks for one too). */
export const linksApplyRoutes = new Hono<AppEnv>()
  .post('/add', rateLimit(limits.linksAdd), requireUser, validate('json', linkAddBody, code), async (c) => {
    const input = c.req.valid('json');
    await checkChallenge(c, 'link', currentUser(c));
    return ok(c, await applyLink(c.var.db, c.env.BUCKET, input, currentUser(c)), input.id ? linkApplyTexts.updated : linkApplyTexts.applied);
  })
  .post('/frontUpdate', rateLimit(limits.linksAdd), requireUser, validate('json', linkUpdateBody, code), async (c) => {
    await checkChallenge(c, 'link', currentUser(c));
    return ok(c, await updateLink(c.var.db, c.env.BUCKET, c.req.valid('json'), currentUser(c)), linkApplyTexts.updated);
  });
