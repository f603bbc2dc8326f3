import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { buildRobots, buildRss, buildSitemap } from '../seo/feeds';

const FEED_CACHE = 'public, max-age=600';

// feed readers poll: an ETag lets them get a 304 instead of the whole feed
export const feedRoutes = new Hono<AppEnv>()
  .use('/rss.xml', etag())
  .use('/sitemap.xml', etag())
  .get('/rss.xml', async (c) => {
    const body = await buildRss(createDb(c.env.DB), new URL(c.req.url).origin);
    return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE });
  })
  .get('/sitemap.xml', async (c) => {
    const body = await buildSitemap(createDb(c.env.DB), new URL(c.req.url).origin);
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': FEED_CACHE });
  })
  .get('/robots.txt', (c) =>
    c.body(buildRobots(new URL(c.req.url).origin), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': FEED_CACHE }),
  );
