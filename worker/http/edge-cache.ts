import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

const TTL_SECONDS = 60;
const VERSION_KEY = 'content_version';

/**
 * The version is read from D1 at most once a second per isolate: a D1 round
 * trip on every cached answer would cost as much as the answer. A write in
 * this isolate updates it at once; other isolates see it within a second.
 */
const VERSION_TTL_MS = 1000;
let memo = { value: 0, readAt: -Infinity };

async function contentVersion(d1: D1Database): Promise<number> {
  if (Date.now() - memo.readAt < VERSION_TTL_MS) return memo.value;
  const row = await d1.prepare('SELECT value FROM site_meta WHERE key = ?').bind(VERSION_KEY).first<{ value: number }>();
  memo = { value: row?.value ?? 0, readAt: Date.now() };
  return memo.value;
}

/**
 * Edge cache for public GET answers that are the same for every visitor.
 * Keys carry the content version, which every successful write bumps
 * (see bumpContentVersion), so a new article shows at once while readers
 * between writes are served from the colo's cache. Only code 0 is stored.
 */
export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const cache = (caches as unknown as { default: Cache }).default;
  const url = new URL(c.req.url);
  url.searchParams.set('__v', String(await contentVersion(c.env.DB)));
  const key = new Request(url.href, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Edge-Cache', 'HIT');
    return res;
  }
  await next();
  if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = await c.res.clone().text();
  if (!body.startsWith('{"code":0')) return;
  const stored = new Response(body, { headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': `public, max-age=${TTL_SECONDS}` } });
  c.executionCtx.waitUntil(cache.put(key, stored));
  c.res.headers.set('X-Edge-Cache', 'MISS');
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
];

/**
 * The per-route flag "changes nothing a cached answer shows": lists read with
 * POST (the contract reads many that way), the console's lists, log in/out and
 * counters that may lag a minute. A route puts it first in its chain, so its
 * reader sees it; bumpContentVersion honours it.
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
});
