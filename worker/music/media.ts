import { STORAGE_KEYS } from '../../contract/storage-keys';
import { r2ObjectResponse } from '../http/r2-object-response';

/** R2 keys are at most 1024 bytes; ours are far shorter, and a longer one would make R2 throw. */
const MEDIA_KEY_MAX = 512;

/** R2 key of a /wapi/media/<key> path: only the library's own folder, no tricks; broken percent-encoding names nothing. */
export function mediaKey(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.replace(/^\/+/, ''));
  } catch {
    return null;
  }
  return key.startsWith(STORAGE_KEYS.music) && key.length <= MEDIA_KEY_MAX && /^[\w\-./]+$/.test(key) && !key.includes('..') ? key : null;
}

/** A library file from R2; Range support lets the audio element seek without downloading the whole track. */
export function serveMedia(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  return r2ObjectResponse(bucket, key, request, {
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
