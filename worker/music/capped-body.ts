/**
 * Reading an answer we do not trust: at most `maxBytes`, and only until the
 * deadline. An upstream that streams without end, answers hundreds of
 * megabytes or drips one byte a second is cut off instead of holding the
 * isolate's memory or the visitor's request.
 */

/** Why an upstream body was refused; `timeout` maps to 504, the others to 502. */
export class UpstreamBodyError extends Error {
  constructor(readonly reason: 'timeout' | 'too-large') {
    super(reason === 'timeout' ? 'upstream timed out' : 'upstream answer too large');
    this.name = 'UpstreamBodyError';
  }
}

/** Resolves never; rejects once the signal aborts. */
function onAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new UpstreamBodyError('timeout'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** The body's bytes, or an UpstreamBodyError when it is longer than `maxBytes` or still arriving when `deadline` aborts. */
export async function readCapped(res: Response, maxBytes: number, deadline: AbortSignal): Promise<Uint8Array> {
  const declared = Number(res.headers.get('Content-Length'));
  if (declared > maxBytes) {
    res.body?.cancel().catch(() => undefined);
    throw new UpstreamBodyError('too-large');
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const aborted = onAbort(deadline);
  aborted.catch(() => undefined);
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new UpstreamBodyError('too-large');
      parts.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
