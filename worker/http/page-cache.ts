import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { EDGE_TTL_SECONDS, contentVersion, edgeStore, readsPastCaches } from './edge-cache';
import { markEdge } from './server-timing';
import { sessionCookieOf } from './session-cookie';

/**
 * The colo's copy of finished pages (routes/pages.ts), so a warm page view reads no database.
 * Only for visitors: a request with a token or the session cookie is always rendered (pages
 * carry nothing per user today, and that must never become a leak). The key is the path and
 * query, the content version (a write shows at once) and the build's index.html (a deploy
 * never serves pages pointing at the old build's scripts). Only complete 200 pages are kept;
 * the browser is told `no-cache` and asks again each time, only the edge keeps the copy.
 */
export interface PageCache {
  match(): Promise<Response | undefined>;
  /** Keeps a copy of `page` and returns the response to send. */
  store(page: Response): Response;
}

export async function pageCacheFor(c: Context<AppEnv>, shell: Response): Promise<PageCache | undefined> {
  if (c.req.header('Authorization') || sessionCookieOf(c) || readsPastCaches(c)) return undefined;
  const url = new URL(c.req.url);
  url.searchParams.set('__v', String(await contentVersion(c)));
  url.searchParams.set('__build', shell.headers.get('ETag') ?? shell.headers.get('Content-Length') ?? '');
  const key = new Request(url.href, { method: 'GET' });
  const cache = edgeStore();
  return {
    async match() {
      const hit = await cache.match(key);
      markEdge(c, hit ? 'hit' : 'miss');
      if (!hit) return undefined;
      const res = new Response(hit.body, hit);
      res.headers.set('Cache-Control', 'no-cache');
      res.headers.set('X-Edge-Cache', 'HIT');
      return res;
    },
    store(page) {
      if (c.req.method !== 'GET' || page.status !== 200 || !page.body) return page;
      const [mine, theirs] = page.body.tee();
      const stored = new Response(theirs, page);
      stored.headers.set('Cache-Control', `public, max-age=${EDGE_TTL_SECONDS}`);
      c.executionCtx.waitUntil(cache.put(key, stored));
      const res = new Response(mine, page);
      res.headers.set('X-Edge-Cache', 'MISS');
      return res;
    },
  };
}
