import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { keyOfOwnImage } from '../services/images';

/**
 * Serves R2 images. Keys are random and never reused, so answers are
 * immutable; nosniff + a locked-down CSP keep an uploaded file from ever
 * running as a page. Range requests let big images stream.
 */
export const imageRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = keyOfOwnImage(new URL(c.req.url).pathname);
  if (!key) return c.text('Not Found', 404);
  const range = c.req.header('Range');
  const object = await c.env.BUCKET.get(key, range ? { range: c.req.raw.headers } : { onlyIf: c.req.raw.headers });
  if (!object) return c.text('Not Found', 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  headers.set('Accept-Ranges', 'bytes');
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  if (range && object.range && 'offset' in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set('Content-Length', String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
});
