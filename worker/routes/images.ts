import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { r2ObjectResponse } from '../http/r2-object-response';
import { keyOfOwnImage } from '../services/images';

/**
 * Serves R2 images. Keys are random and never reused, so answers are
 * immutable; nosniff + a locked-down CSP keep an uploaded file from ever
 * running as a page. Range requests let big images stream.
 */
export const imageRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = keyOfOwnImage(new URL(c.req.url).pathname);
  if (!key) return c.text('Not Found', 404);
  return r2ObjectResponse(c.env.BUCKET, key, c.req.raw, {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
});
