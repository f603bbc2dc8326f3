/**
 * An uploaded archive is kept in R2 while it is restored: the restore reads it
 * twice (check everything, then write), and a request body can be read once.
 * The prefix has a character no own-image or media key may contain, so /img and
 * /wapi/media never serve a staged archive, and export, restore and the
 * emptiness check pass over it.
 */
import { DATA_ERROR_CODE, dataTexts } from '../../../contract/admin-data';
import { fail } from '../../http/app-error';

export const STAGING_PREFIX = '~restore/';

/** R2 takes at most 5 GiB in one put. */
const MAX_STAGED_BYTES = 5 * 1024 ** 3;

export async function stageUpload(bucket: R2Bucket, body: ReadableStream<Uint8Array> | null, length: number): Promise<string> {
  if (!body || !Number.isSafeInteger(length) || length < 0) throw fail(DATA_ERROR_CODE, dataTexts.needLength);
  if (length === 0) throw fail(DATA_ERROR_CODE, dataTexts.emptyUpload);
  if (length > MAX_STAGED_BYTES) throw fail(DATA_ERROR_CODE, dataTexts.tooBig(MAX_STAGED_BYTES / 1024 / 1024));
  const key = `${STAGING_PREFIX}${crypto.randomUUID()}.zip`;
  const fixed = new FixedLengthStream(length);
  try {
    await Promise.all([bucket.put(key, fixed.readable), body.pipeTo(fixed.writable)]);
  } catch {
    await bucket.delete(key).catch(() => undefined);
    throw fail(DATA_ERROR_CODE, dataTexts.uploadBroken);
  }
  return key;
}

export async function openStaged(bucket: R2Bucket, key: string): Promise<ReadableStream<Uint8Array>> {
  const object = await bucket.get(key);
  if (!object) throw new Error('staged archive is gone');
  return object.body;
}

/** Every stored object except staged archives, a page at a time. */
export async function* siteObjects(bucket: R2Bucket): AsyncGenerator<R2Object> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000, include: ['httpMetadata'] });
    for (const object of page.objects) if (!object.key.startsWith(STAGING_PREFIX)) yield object;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
