import { DATA_ERROR_CODE, dataTexts } from '../../contract/admin-data';
import { fail } from './app-error';

/**
 * A request body read whole, for uploads a service needs in memory (a Markdown
 * .zip): refused by its Content-Length when that says too much, and counted as
 * it streams otherwise, so a body without a length cannot grow past the cap.
 */
export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  const tooBig = () => fail(DATA_ERROR_CODE, dataTexts.tooBig(Math.round(maxBytes / 1024 / 1024)));
  if (declared > maxBytes) throw tooBig();
  if (!request.body) throw fail(DATA_ERROR_CODE, dataTexts.emptyUpload);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    parts.push(value);
  }
  if (!size) throw fail(DATA_ERROR_CODE, dataTexts.emptyUpload);
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
