import { env } from 'cloudflare:workers';
import { call } from './helpers';

/** The D1 query count a response's Server-Timing reports (NaN without one). */
export const queriesOf = (headers: Headers) => Number(/(?:^|,\s*)d1;desc="(\d+) quer(?:y|ies)"/.exec(headers.get('Server-Timing') ?? '')?.[1] ?? NaN);

/** The edge cache state a response's Server-Timing reports: 'hit', 'miss', or null when no cache was asked. */
export const edgeOf = (headers: Headers) => /edge;desc=(\w+)/.exec(headers.get('Server-Timing') ?? '')?.[1] ?? null;

export const page = (path: string, headers: Record<string, string> = {}) => call('GET', path, { headers: { Accept: 'text/html', ...headers } });

export const contentVersion = async () =>
  (await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>())?.value ?? 0;

/** Counters are written after the answer: waits (a few seconds at most) until D1 shows `expected`. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await read();
  }
  return last;
}

export const viewTimes = async (id: number) =>
  (await env.DB.prepare('SELECT view_times FROM blog_article WHERE id = ?').bind(id).first<{ view_times: number }>())?.view_times;
