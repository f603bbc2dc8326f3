/**
 * Pictures of other hosts (issue 32 item 2). The site's CSP allows only its
 * own images, so a page never names another host: an http(s) picture an
 * article, talk, album or cover shows is asked of the worker at
 * `/api/image/external?u=<address>`, which fetches it once into R2, rewrites
 * the rows that name it to the copy and redirects there; a host that does not
 * answer with a picture gets 404, and the page shows its placeholder.
 */
import { z } from 'zod';

export const EXTERNAL_IMAGE_PATH = '/api/image/external';
const MAX_ADDRESS = 2000;

/** An address the worker may fetch: http(s), no credentials, not too long. */
export const externalAddress = z
  .string({ error: '图片地址不合法' })
  .max(MAX_ADDRESS, '图片地址不合法')
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && !url.username && !url.password && value === value.trim();
    } catch {
      return false;
    }
  }, '图片地址不合法');

export const externalImageQuery = z.object({ u: externalAddress });

/** The worker path that shows an external picture, or null when `url` is not an http(s) address. */
export function externalImagePath(url: string): string | null {
  return /^https?:\/\//i.test(url) && url.length <= MAX_ADDRESS ? `${EXTERNAL_IMAGE_PATH}?u=${encodeURIComponent(url)}` : null;
}

export const externalImageTexts = {
  missing: '图片暂时无法显示',
  notShown: '本站内容里没有这张图片',
} as const;
