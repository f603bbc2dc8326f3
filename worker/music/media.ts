/** R2 key of a /wapi/media/<key> path: only the library's own folder, no tricks. */
export function mediaKey(path: string): string | null {
  const key = decodeURIComponent(path.replace(/^\/+/, ''));
  return key.startsWith('music/') && /^[\w\-./]+$/.test(key) && !key.includes('..') ? key : null;
}

/**
 * Serves a library file from R2 with Range support, so the audio element
 * can seek without downloading the whole track (206 + Content-Range).
 */
export async function serveMedia(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  const range = request.headers.get('Range');
  const object = await bucket.get(key, range ? { range: request.headers } : { onlyIf: request.headers });
  if (!object) return new Response('Not Found', { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=86400');
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
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
}
