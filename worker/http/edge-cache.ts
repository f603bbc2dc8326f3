import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import type { AppEnv } from '../env';
import { markEdge } from './server-timing';

/**
 * How long a cached answer (and a cached page, http/page-cache.ts) lives. Counters (views,
 * likes) do not move the content version, so this is also how late they may show.
 */
export const EDGE_TTL_SECONDS = 60;
const VERSION_KEY = 'content_version';

export const edgeStore = () => (caches as unknown as { default: Cache }).default;

/**
 * The content version, without a database round trip when warm: each isolate keeps it a
 * second, and the colo's Cache API keeps it a few seconds for every isolate there; only past
 * both is it read from D1 (once per colo every few seconds). A write updates both at once, so
 * its own colo sees it within a second; other colos within VERSION_SHARED_TTL_SECONDS.
 */
const VERSION_TTL_MS = 1000;
const VERSION_SHARED_TTL_SECONDS = 5;
let memo = { value: 0, readAt: -Infinity };

const versionKey = (c: Context<AppEnv>) => new Request(new URL('/__edge/content-version', c.req.url).href, { method: 'GET' });

function shareVersion(c: Context<AppEnv>, value: number) {
  const res = new Response(String(value), { headers: { 'Cache-Control': `public, max-age=${VERSION_SHARED_TTL_SECONDS}` } });
  c.executionCtx.waitUntil(edgeStore().put(versionKey(c), res));
}

export async function contentVersion(c: Context<AppEnv>): Promise<number> {
  if (Date.now() - memo.readAt < VERSION_TTL_MS) return memo.value;
  const shared = await edgeStore().match(versionKey(c));
  const sharedValue = shared ? Number(await shared.text()) : NaN;
  if (Number.isInteger(sharedValue)) {
    memo = { value: sharedValue, readAt: Date.now() };
    return memo.value;
  }
  const row = await c.env.DB.prepare('SELECT value FROM site_meta WHERE key = ?').bind(VERSION_KEY).first<{ value: number }>();
  memo = { value: row?.value ?? 0, readAt: Date.now() };
  shareVersion(c, memo.value);
  return memo.value;
}

/**
 * A client that wrote a moment ago sends its bookmark (server-timing.ts): it reads past the
 * caches, since another isolate may not know the new version yet and counters never move it.
 */
export const readsPastCaches = (c: Context<AppEnv>) => Boolean(c.req.header(D1_BOOKMARK_HEADER));

/**
 * Edge cache for public GET answers that are the same for every visitor.
 * Keys carry the content version, which every successful write bumps
 * (see bumpContentVersion), so a new article shows at once while readers
 * between writes are served from the colo's cache. Only code 0 is stored.
 */
export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' || readsPastCaches(c)) return next();
  const cache = edgeStore();
  const url = new URL(c.req.url);
  url.searchParams.set('__v', String(await contentVersion(c)));
  const key = new Request(url.href, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Edge-Cache', 'HIT');
    markEdge(c, 'hit');
    return res;
  }
  await next();
  if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = await c.res.clone().text();
  if (!body.startsWith('{"code":0')) return;
  const stored = new Response(body, { headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}` } });
  c.executionCtx.waitUntil(cache.put(key, stored));
  c.res.headers.set('X-Edge-Cache', 'MISS');
  markEdge(c, 'miss');
});

/** Public GET answers that are identical for every visitor (no per-user fields, no side effects). */
export const EDGE_CACHED_PATHS = [
  '/article/blogHomeGetArticleList/*',
  '/article/blogTimelineGetArticleList/*',
  '/article/getRecommendArticleById/*',
  '/article/getHotArticle',
  '/article/getArticleListByContent/*',
  '/category/getCategoryDictionary',
  '/tag/getTagDictionary',
  '/pageHeader/getAll',
  '/statistic',
  '/photoAlbum/getAllAlbumList',
  '/photo/getAllPhotosByAlbumId/*',
  '/resource/*',
  '/sidebar/widgets',
];

/**
 * The per-route flag "changes nothing a cached answer must show at once": lists read with
 * POST (the contract reads many that way), the console's lists, log in/out, private writes
 * (a password, notices, an upload not yet used) and counters (likes; views are counted after
 * the answer, services/view-counter.ts), which may lag a cached answer by EDGE_TTL_SECONDS.
 * A route puts it first in its chain, so its reader sees it; bumpContentVersion honours it.
 */
export const keepsCache = createMiddleware<AppEnv>(async (c, next) => {
  c.set('keepsCache', true);
  await next();
});

/** After any successful write through the API (a non-GET route without keepsCache), move the content version on. */
export const bumpContentVersion = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status !== 200) return;
  if (c.get('keepsCache')) return;
  const body = await c.res.clone().text();
  if (!body.startsWith('{"code":0')) return;
  const row = await c.env.DB.prepare(
    `INSERT INTO site_meta (key, value) VALUES (?1, 1) ON CONFLICT(key) DO UPDATE SET value = value + 1 RETURNING value`,
  )
    .bind(VERSION_KEY)
    .first<{ value: number }>();
  memo = { value: row?.value ?? memo.value + 1, readAt: Date.now() };
  shareVersion(c, memo.value);
});
