/**
 * An R2 object as an HTTP answer: conditional GETs (304), Range requests
 * (206 + Content-Range) so media can seek, and the caller's cache and CSP
 * headers. Images and music share it.
 */
export async function r2ObjectResponse(
  bucket: R2Bucket,
  key: string,
  request: Request,
  extraHeaders: Record<string, string>,
): Promise<Response> {
  const range = request.headers.get('Range');
  const object = await bucket.get(key, range ? { range: request.headers } : { onlyIf: request.headers });
  if (!object) return new Response('Not Found', { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
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
