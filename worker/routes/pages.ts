import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { pageCacheFor } from '../http/page-cache';
import { bootData, emptyBoot } from '../seo/boot-data';
import { pageEntities } from '../seo/page-entities';
import { pageMeta } from '../seo/page-meta';
import { prerenderHtml } from '../seo/prerender';
import { rewriteHead } from '../seo/rewrite-head';
import { routeStylesheets } from '../seo/route-styles';
import { setupNeeded } from '../services/setup';
import { getConfig } from '../services/site';

const SETUP_PATH = '/setup';
/** A path no page has: its head and status are the site's 404. */
const NOT_A_PAGE = '/404';

/**
 * Every navigation that is not an API call, an image or a hashed asset:
 * the SPA's index.html with the page's own head (title, description, cards,
 * JSON-LD), its banner already drawn, the first screen's API answers, and a
 * real status (404 for unknown pages and ids).
 */
export const pageRoutes = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url);
  const asset = await c.env.ASSETS.fetch(withoutValidators(c.req.raw));
  const isHtml = asset.headers.get('Content-Type')?.includes('text/html');
  if (!isHtml || asset.status >= 300) return asset;
  const db = createDb(c.env.DB);
  // a site without its owner has one page, the form that makes the owner; after that, that page is gone
  const needed = await setupNeeded(db);
  const isSetup = url.pathname.replace(/\/+$/, '') === SETUP_PATH;
  if (needed && !isSetup) return new Response(null, { status: 302, headers: { Location: SETUP_PATH, 'Cache-Control': 'no-store' } });
  // a visitor's warm page view reads no database (http/page-cache.ts); /setup's answer turns on the
  // owner existing, which an owner made outside the API (scripts/create-admin.mjs) does not version
  const cache = isSetup ? undefined : await pageCacheFor(c, asset);
  const hit = await cache?.match();
  if (hit) return hit;
  // '/' is the home page (the app redirects it); its canonical address is /home
  const target = url.pathname === '/' ? new URL('/home', url) : url;
  // the head and the boot data both need the config row and what the address names (an article, a note): read each once
  const siteConfig = getConfig(db);
  const shown = pageEntities(db, target);
  let degraded = false;
  const [meta, boot] = await Promise.all([
    pageMeta(db, isSetup && !needed ? new URL(NOT_A_PAGE, url) : target, siteConfig, shown),
    // without boot data the app simply asks the API itself: never a reason to fail the page (nor to keep it)
    bootData(db, target, siteConfig, shown, c.env).catch(() => {
      degraded = true;
      return emptyBoot;
    }),
  ]);
  const stylesheets = await routeStylesheets(c.env.ASSETS, url.origin, (await shown.article) ? 'Article' : boot.chatRoom ? 'MessageChat' : undefined);
  const page = rewriteHead(asset, meta, target, { html: prerenderHtml(meta, boot), boot: boot.data, stylesheets });
  const headers = new Headers(page.headers);
  // the browser asks again every time (the edge answers); index.html's validators do not describe this page
  headers.set('Cache-Control', 'no-cache');
  headers.delete('ETag');
  headers.delete('Last-Modified');
  if (url.protocol === 'https:') headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (c.env.MUSIC_API_BASE) {
    // an upstream music provider hands out audio and covers on its own CDN hosts
    const csp = headers.get('Content-Security-Policy');
    if (csp) {
      headers.set('Content-Security-Policy', csp.replace("media-src 'self'", "media-src 'self' https:").replace("img-src 'self'", "img-src 'self' https:"));
    }
  }
  const res = new Response(page.body, { status: page.status, headers });
  return cache && !degraded ? cache.store(res) : res;
});

/**
 * The shell is fetched whole: a browser's If-None-Match names the page it has, not
 * index.html, and a 304 for the shell would hand it back that page with old data.
 */
function withoutValidators(req: Request): Request {
  if (!req.headers.has('If-None-Match') && !req.headers.has('If-Modified-Since')) return req;
  const headers = new Headers(req.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(req.url, { method: req.method, headers });
}
