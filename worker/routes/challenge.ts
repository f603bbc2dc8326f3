import { Hono } from 'hono';
import { challengeQuery } from '../../contract/challenge';
import { ErrorCode } from '../../contract/envelope';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { challengeFor } from '../services/challenge';

/**
 * GET /api/challenge?scope=register|note|link|comment|chat (ours, outside the legacy contract): a
 * proof-of-work challenge for that write, or `{ required: false }` when this visitor's write needs
 * none. Handing one out costs a SHA-256 and two HMACs and writes nothing; the global limit bounds it.
 */
export const challengeRoutes = new Hono<AppEnv>().get('/', validate('query', challengeQuery, ErrorCode.user), async (c) => {
  return ok(c, await challengeFor(c, c.req.valid('query').scope), '获取人机验证成功');
});
