import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { bootData, emptyBoot } from '../seo/boot-data';
import { pageArticle } from '../seo/page-article';
import { pageMeta } from '../seo/page-meta';
import { prerenderHtml } from '../seo/prerender';
import { rewriteHead } from '../seo/rewrite-head';
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
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  const isHtml = asset.headers.get('Content-Type')?.includes('text/html');
  if (!isHtml || asset.status >= 300) return asset;
  const db = createDb(c.env.DB);
  // a site without its owner has one page, the form that makes the owner; after that, that page is gone
  const needed = await setupNeeded(db);
  const isSetup = url.pathname.replace(/\/+$/, '') === SETUP_PATH;
  if (needed && !isSetup) return new Response(null, { status: 302, headers: { Location: SETUP_PATH, 'Cache-Control': 'no-store' } });
  // '/' is the home page (the app redirects it); its canonical address is /home
  const target = url.pathname === '/' ? new URL('/home', url) : url;
  // the head and the boot data both need the config row and an article page's article: read each once
  const siteConfig = getConfig(db);
  const article = pageArticle(db, target);
  const [meta, boot] = await Promise.all([
    pageMeta(db, isSetup && !needed ? new URL(NOT_A_PAGE, url) : target, siteConfig, article),
    // without boot data the app simply asks the API itself: never a reason to fail the page
    bootData(db, target, siteConfig, article).catch(() => emptyBoot),
  ]);
  const page = rewriteHead(asset, meta, target, { html: prerenderHtml(meta, boot), boot: boot.data });
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-cache');
  if (url.protocol === 'https:') headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (c.env.MUSIC_API_BASE) {
    // an upstream music provider hands out audio and covers on its own CDN hosts
    const csp = headers.get('Content-Security-Policy');
    if (csp) {
      headers.set('Content-Security-Policy', csp.replace("media-src 'self'", "media-src 'self' https:").replace("img-src 'self'", "img-src 'self' https:"));
    }
  }
  return new Response(page.body, { status: page.status, headers });
});
