import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { getConfig } from '../services/site';
import { webManifest } from '../services/web-manifest';

/** /manifest.webmanifest: what makes the site installable (services/web-manifest.ts). */
export const manifestRoutes = new Hono<AppEnv>().get('/manifest.webmanifest', async (c) => {
  const manifest = webManifest(await getConfig(createDb(c.env.DB)));
  // a renamed blog or a new avatar shows at the browser's next look; the edge keeps nothing
  return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
});
