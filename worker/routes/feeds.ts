import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { buildRobots, buildRss, buildSitemap } from '../seo/feeds';

const FEED_CACHE = 'public, max-age=600';

export const feedRoutes = new Hono<AppEnv>()
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
