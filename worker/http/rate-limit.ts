import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { tooManyRequests } from './app-error';
import { clientIp } from './client-ip';

interface RateRule {
  /** bucket name; routes that share a bucket in the contract (§1.9) share this */
  bucket: string;
  max: number;
  windowSeconds: number;
  message: string;
}

const COUNT = `INSERT INTO rate_limit (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT(key) DO UPDATE SET
    count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
    window_start = ?2
  RETURNING count`;

/** Where one request of a rule stands: the highest count of its keys against the (scaled) max. */
interface RateCount {
  count: number;
  max: number;
  /** seconds until the window turns over */
  resetIn: number;
}

/**
 * Counts one request under the rule for the address and, when the request
 * carries a user, for the account too: changing address does not reset a
 * person's limit, and a shared address is still limited as a whole. Fixed
 * windows counted in D1, so every isolate and edge location sees the same
 * window; both keys go in one batch (one round trip).
 */
async function countRequest(c: Context<AppEnv>, rule: RateRule): Promise<RateCount> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  const keys = [`${rule.bucket}:${clientIp(c)}`];
  // "user:" cannot be an address, so the two kinds of key never meet
  const user = c.get('user');
  if (user) keys.push(`${rule.bucket}:user:${user.id}`);
  const results = await c.env.DB.batch<{ count: number }>(keys.map((key) => c.env.DB.prepare(COUNT).bind(key, windowStart)));
  const count = Math.max(...results.map((r) => r.results[0]?.count ?? 0));
  // browser-test servers log many people in from one address: they raise every limit by a factor
  const max = rule.max * rateLimitScale(c.env.RATE_LIMIT_SCALE);
  return { count, max, resetIn: windowStart + rule.windowSeconds - now };
}

export const rateLimitScale = (setting: string | undefined) => Number(setting) || 1;

/** Counts the request and answers whether it is within the rule, for callers that must not answer an error. */
export async function withinLimit(c: Context<AppEnv>, rule: RateRule): Promise<boolean> {
  const { count, max } = await countRequest(c, rule);
  return count <= max;
}

/** Per-route limit: past it the request is answered 429 with Retry-After (per address, and per account when logged in). */
export function rateLimit(rule: RateRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { count, max, resetIn } = await countRequest(c, rule);
    c.header('X-RateLimit-Limit', String(max));
    c.header('X-RateLimit-Remaining', String(Math.max(0, max - count)));
    if (count > max) throw tooManyRequests(rule.message, resetIn);
    await next();
  });
}

export const limits = {
  login: { bucket: 'login', max: 10, windowSeconds: 60, message: '登录过于频繁 请稍后再试' },
  register: { bucket: 'register', max: 3, windowSeconds: 60, message: '用户注册过于频繁 请稍后再试' },
  // never answered as an error: past it a view is simply not counted (routes/site.ts)
  addView: { bucket: 'addView', max: 100, windowSeconds: 3600, message: '访问网站过于频繁 请稍后再试' },
  upload: { bucket: 'upload', max: 100, windowSeconds: 60, message: '上传图片过于频繁 请稍后再试' },
  commentAdd: { bucket: 'comment', max: 20, windowSeconds: 60, message: '评论过于频繁 请稍后再试' },
  commentApply: { bucket: 'commentApply', max: 20, windowSeconds: 60, message: '回复评论过于频繁 请稍后再试' },
  likeAdd: { bucket: 'likeAdd', max: 10, windowSeconds: 60, message: '点赞过于频繁 请稍后再试' },
  likeCancel: { bucket: 'likeCancel', max: 10, windowSeconds: 60, message: '取消点赞过于频繁 请稍后再试' },
  linksAdd: { bucket: 'linksAdd', max: 5, windowSeconds: 60, message: '新增过于频繁 请稍后再试' },
  messageAdd: { bucket: 'message', max: 5, windowSeconds: 60, message: '留言过于频繁 请稍后再试' },
  messageUpdate: { bucket: 'message', max: 5, windowSeconds: 60, message: '修改留言过于频繁 请稍后再试' },
  messageDelete: { bucket: 'message', max: 5, windowSeconds: 60, message: '删除过于频繁 请稍后再试' },
  // every options call stores a challenge: a flood of them is refused before it fills the table
  passkeySignIn: { bucket: 'passkeySignIn', max: 20, windowSeconds: 60, message: '登录过于频繁 请稍后再试' },
  passkeyManage: { bucket: 'passkeyManage', max: 20, windowSeconds: 60, message: '通行密钥操作过于频繁，请稍后再试' },
} satisfies Record<string, RateRule>;

/**
 * The contract's global 200/min limiter. Kept per isolate in memory: a D1
 * write on every request would double the cost of every page, and the
 * per-route limits above guard everything that writes.
 */
const globalHits = new Map<string, { windowStart: number; count: number }>();
export const globalRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % 60);
  const ip = clientIp(c);
  const hit = globalHits.get(ip);
  const count = hit && hit.windowStart === windowStart ? hit.count + 1 : 1;
  if (globalHits.size > 10_000) globalHits.clear();
  globalHits.set(ip, { windowStart, count });
  const max = Number(c.env.GLOBAL_RATE_LIMIT) || 200;
  if (count > max) throw tooManyRequests('访问过于频繁，请稍后再试', windowStart + 60 - now);
  await next();
});
