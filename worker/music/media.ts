import { r2ObjectResponse } from '../http/r2-object-response';

/** R2 key of a /wapi/media/<key> path: only the library's own folder, no tricks. */
export function mediaKey(path: string): string | null {
  const key = decodeURIComponent(path.replace(/^\/+/, ''));
  return key.startsWith('music/') && /^[\w\-./]+$/.test(key) && !key.includes('..') ? key : null;
}

/** A library file from R2; Range support lets the audio element seek without downloading the whole track. */
export function serveMedia(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  return r2ObjectResponse(bucket, key, request, {
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
