import { MAX_IMAGE_BYTES } from '../../../contract/upload';
import { readCapped } from '../../music/capped-body';

/** `fetch`, or a test's stand-in for another host. */
export type FetchImage = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A picture of another host, whole, within `timeoutMs` and the upload cap: the import's copy
 * (copy-images.ts) and the first view's (external.ts) fetch alike. Not an image yet: the caller
 * stores it through storeImage, which sniffs it.
 */
export async function fetchImageBytes(url: string, fetchImage: FetchImage, timeoutMs: number): Promise<Uint8Array> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const res = await fetchImage(url, { signal: deadline, redirect: 'follow', headers: { Accept: 'image/*' } });
  if (!res.ok) {
    res.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${res.status}`);
  }
  return readCapped(res, MAX_IMAGE_BYTES, deadline);
}
