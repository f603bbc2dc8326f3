import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import { openSession } from '../db/client';
import { meteredD1, type D1Spend } from '../db/metered-d1';
import type { AppEnv } from '../env';

/** What a request cost, for its Server-Timing header. */
export interface RequestTiming extends D1Spend {
  /** set by the edge caches (http/edge-cache.ts, http/page-cache.ts) when they were asked */
  edge?: 'hit' | 'miss';
}

/** D1's bookmarks are opaque tokens; anything else in the header is ignored rather than handed to D1. */
const bookmarkHeader = z.string().regex(/^[\w.:-]{1,200}$/);

export const markEdge = (c: Context<AppEnv>, state: 'hit' | 'miss') => {
  const timing = c.get('timing');
  if (timing) timing.edge = state;
};

/** `d1;desc="2 queries";dur=3.1, edge;desc=hit`: what the browser's network panel shows (same origin: no Timing-Allow-Origin needed). */
function serverTimingValue(t: RequestTiming): string {
  const d1 = `d1;desc="${t.queries} ${t.queries === 1 ? 'query' : 'queries'}";dur=${t.ms.toFixed(1)}`;
  return t.edge ? `${d1}, edge;desc=${t.edge}` : d1;
}

/**
 * First for every request (API, pages, images, the chat socket): opens the request's D1
 * session (db/client.ts `openSession`) and puts it, metered, in place of the DB binding, so
 * every query of the request (drizzle or raw) is counted and timed without any caller
 * knowing. Answers carry Server-Timing, and a request that wrote answers with its session's
 * bookmark (X-D1-Bookmark) for the client to send back.
 */
export const serverTiming = createMiddleware<AppEnv>(async (c, next) => {
  const timing: RequestTiming = { queries: 0, ms: 0, wrote: false };
  const bookmark = bookmarkHeader.safeParse(c.req.header(D1_BOOKMARK_HEADER));
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  const session = openSession(c.env.DB, bookmark.success ? bookmark.data : undefined, reads);
  c.env = { ...c.env, DB: meteredD1(c.env.DB, session, timing) };
  c.set('timing', timing);
  await next();
  c.header('Server-Timing', serverTimingValue(timing));
  const written = timing.wrote ? session.getBookmark() : null;
  if (written) c.header(D1_BOOKMARK_HEADER, written);
});
