/**
 * The scripted attack's tools (challenge-attack*.test.ts): 50 client addresses, a flood that sends
 * requests one after another, and the script's own accounts. The attack is two files, each its own
 * isolate: one vitest-pool-workers isolate answers each request a little slower than the one before
 * (GET /api/health alike), so 700 requests in one took two minutes and two halves side by side well
 * under one.
 */
import { env } from 'cloudflare:workers';
import { users } from '../../worker/db/schema';
import { hashPassword } from '../../worker/services/password';
import { signToken } from '../../worker/services/token';
import { db } from './helpers';

export const ADDRESSES = Array.from({ length: 50 }, (_, i) => `198.51.${100 + (i % 5)}.${10 + i}`);
export const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

type Answer = { code: number | string; message: string };

/** Sends the requests one after another; answers every envelope. */
export async function flood<T>(items: T[], send: (item: T) => Promise<{ json: Answer }>) {
  const answers: Answer[] = [];
  for (let i = 0; i < items.length; i++) {
    // the per-address write limits are not what this is about: every 25 writes start in a fresh window
    if (i % 25 === 0) await env.DB.prepare('DELETE FROM rate_limit').run();
    answers.push((await send(items[i]!)).json);
  }
  return answers;
}

/** The script's accounts, made the way it cannot (straight into the table, one password hash for all): new, so they must solve too. */
export async function makeBots(n: number, tag: string) {
  const password = await hashPassword('abc123');
  const rows = [];
  // D1 binds at most 100 values a statement
  for (let i = 0; i < n; i += 8) {
    const values = Array.from({ length: Math.min(8, n - i) }, (_, k) => ({ username: `bot${tag}${i + k}`, password, role: 2, nick_name: `机器人${tag}${i + k}` }));
    rows.push(...(await db().insert(users).values(values).returning()));
  }
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await signToken({ id: r.id, username: r.username, role: 2, nick_name: r.nick_name, sv: 0 }, env.JWT_SECRET) })));
}
