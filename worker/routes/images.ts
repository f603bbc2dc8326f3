import { Hono } from 'hono';
import { variantKey, variantWidthFor } from '../../contract/image-variants';
import type { AppEnv } from '../env';
import { r2ObjectResponse } from '../http/r2-object-response';
import { keyOfOwnImage } from '../services/images';

const CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The original standing in for a variant not stored yet: a backfill may store it later. */
const STAND_IN = 'public, max-age=3600';

/**
 * Serves R2 images. Keys are random and never reused, so answers are
 * immutable; nosniff + a locked-down CSP keep an uploaded file from ever
 * running as a page. Range requests let big images stream. `?w=480|960|1600`
 * asks for a responsive variant (contract/image-variants.ts): the stored one,
 * or the original while there is none.
 */
export const imageRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const url = new URL(c.req.url);
  const key = keyOfOwnImage(url.pathname);
  if (!key) return c.text('Not Found', 404);
  const width = variantWidthFor(url.searchParams.get('w'));
  if (width) {
    const variant = await r2ObjectResponse(c.env.BUCKET, variantKey(key, width), c.req.raw, { 'Cache-Control': IMMUTABLE, 'Content-Security-Policy': CSP });
    if (variant.status !== 404) return variant;
    return r2ObjectResponse(c.env.BUCKET, key, c.req.raw, { 'Cache-Control': STAND_IN, 'Content-Security-Policy': CSP });
  }
  return r2ObjectResponse(c.env.BUCKET, key, c.req.raw, { 'Cache-Control': IMMUTABLE, 'Content-Security-Policy': CSP });
});
