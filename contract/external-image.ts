/**
 * Pictures of other hosts (issue 32 item 2). The site's CSP allows only its
 * own images, so a page never names another host: an http(s) picture an
 * article, talk, album or cover shows is asked of the worker at
 * `/api/image/external?u=<address>`, which fetches it once into R2, rewrites
 * the rows that name it to the copy and redirects there; a host that does not
 * answer with a picture gets 404, and the page shows its placeholder.
 */
import { z } from 'zod';
import { MAX_EXTERNAL_ADDRESS as MAX_ADDRESS } from './image-sources';

export { EXTERNAL_IMAGE_PATH, externalImagePath, externalImageTexts } from './image-sources';

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
