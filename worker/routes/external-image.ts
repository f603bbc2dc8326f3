import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { externalImageQuery } from '../../contract/external-image';
import { ownImageUrl } from '../../contract/own-image';
import type { AppEnv } from '../env';
import { limits, rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { copyExternalImage } from '../services/image-variants/external';

/**
 * GET /api/image/external?u=: a picture another host holds, copied into R2 on
 * its first view (services/image-variants/external.ts) and answered with a
 * redirect to the copy; 404 while its host does not answer with a picture,
 * so the page shows its placeholder.
 */
export const externalImageRoutes = new Hono<AppEnv>().get('/external', rateLimit(limits.upload), validate('query', externalImageQuery, ErrorCode.upload), async (c) => {
  const key = await copyExternalImage(c.var.db, c.env.BUCKET, c.req.valid('query').u, (url, init) => fetch(url, init));
  if (!key) return c.body(null, 404, { 'Cache-Control': 'no-store' });
  return c.redirect(ownImageUrl(key), 302);
});

/**
 * GET /blog-images/<name>: the original blog's upload paths (its MinIO bucket), copied by
 * `import:blog-v3 --old-site=…`: a permanent redirect to the copy, 404 for a path never copied.
 */
export const oldUploadRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text('Not Found', 404);
  }
  const key = await c.env.DB.prepare('SELECT key FROM external_image WHERE url = ?').bind(path).first<string | null>('key');
  if (!key) return c.text('Not Found', 404);
  return c.redirect(ownImageUrl(key), 301);
});
