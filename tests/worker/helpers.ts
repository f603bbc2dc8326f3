import { env } from 'cloudflare:workers';
import { hc } from 'hono/client';
import type { AppType } from '../../worker/app';
import { createDb } from '../../worker/db/client';
import { users } from '../../worker/db/schema';
import { hashPassword } from '../../worker/services/password';
import { signToken } from '../../worker/services/token';
import { fetchSite } from './site-fetch';

export const db = () => createDb(env.DB);

type Json = Record<string, unknown> | unknown[];

/** Calls the worker's own fetch, like the browser client does (JSON + marker header). */
export async function call(
  method: string,
  path: string,
  opts: { body?: Json | FormData | string; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...opts.headers };
  if (opts.token) headers.Authorization = opts.token;
  if (opts.ip) headers['CF-Connecting-IP'] = opts.ip;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetchSite(`http://blog.test${path}`, { method, headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text, headers: res.headers };
}

let seq = 0;
/** Inserts a user directly and returns it with a valid token. */
export async function makeUser(role = 2, password = 'abc123') {
  seq += 1;
  const username = `user${Date.now() % 100000}${seq}`;
  const row = await db()
    .insert(users)
    .values({ username, password: await hashPassword(password), role, nick_name: `昵称${seq}` })
    .returning()
    .get();
  const token = await signToken({ id: row.id, username, role, nick_name: row.nick_name, sv: 0 }, env.JWT_SECRET);
  return { ...row, password, token };
}

export const uniqueIp = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Typed calls through the worker's own fetch: paths, bodies and answers come
 * from the route table's type (`AppType`, worker/app.ts), so a renamed route or
 * field fails `tsc`. Use `call` above for raw and hostile requests.
 */
export function api(opts: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (opts.token) headers.Authorization = opts.token;
  headers['CF-Connecting-IP'] = opts.ip ?? uniqueIp();
  return hc<AppType>('http://blog.test', { headers, fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchSite(input, init) }).api;
}

/**
 * Rate limits count in fixed windows aligned to the clock (worker/http/rate-limit.ts): a test that
 * counts up to a limit must not straddle a window's turn, or the count starts again halfway. Waits
 * for the next window when fewer than `needSeconds` of this one are left.
 */
export async function clearOfWindowTurn(windowSeconds = 60, needSeconds = 15) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}
