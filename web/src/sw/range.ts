/**
 * The audio element asks for ranges (to start, to seek); a cached song is one whole file, so the
 * ranges are cut from it here, as the worker's R2 route would (worker/http/r2-object-response.ts).
 */
export async function rangeOf(request: Request, whole: Response): Promise<Response> {
  const header = request.headers.get('Range');
  if (!header) return whole;
  const blob = await whole.blob();
  const size = blob.size;
  const type = whole.headers.get('Content-Type') ?? 'application/octet-stream';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  let start = match?.[1] ? Number(match[1]) : NaN;
  let end = match?.[2] ? Number(match[2]) : size - 1;
  // bytes=-500: the last 500 bytes
  if (match && !match[1] && match[2]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  }
  if (!match || !Number.isFinite(start) || start >= size || end < start) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  end = Math.min(end, size - 1);
  return new Response(blob.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': type,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  });
}
