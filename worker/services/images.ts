import { ErrorCode } from '../../contract/envelope';
import { fail } from '../http/app-error';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_URL_PREFIX = '/img/';

const signatures: { mime: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { mime: 'image/gif', ext: 'gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  { mime: 'image/avif', ext: 'avif', test: (b) => ascii(b, 4, 8) === 'ftyp' && /avi[fs]/.test(ascii(b, 8, 12)) },
];

function ascii(b: Uint8Array, from: number, to: number) {
  return String.fromCharCode(...b.subarray(from, to));
}

/** Image type from the file's first bytes; the declared content type is never trusted. */
export function sniffImage(bytes: Uint8Array): { mime: string; ext: string } | null {
  return signatures.find((s) => s.test(bytes)) ?? null;
}

function randomKey(ext: string) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const rand = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => letters[b % 26]).join('');
  return `${new Date().toISOString().slice(0, 7)}/${rand}.${ext}`;
}

export async function storeImage(bucket: R2Bucket, file: File, folder = 'upload'): Promise<{ url: string; key: string }> {
  if (file.size === 0) throw fail(ErrorCode.upload, '图片不能为空');
  if (file.size > MAX_IMAGE_BYTES) throw fail(ErrorCode.upload, '图片不能超过5MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw fail(ErrorCode.upload, '只能上传图片文件（jpg、png、gif、webp、avif）');
  const key = `${folder}/${randomKey(kind.ext)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.mime } });
  return { url: IMAGE_URL_PREFIX + key, key };
}

/** R2 key of a URL this site issued, or null for anything else. */
export function keyOfOwnImage(url: string): string | null {
  const path = url.startsWith('http') ? safePath(url) : url;
  if (!path?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = decodeURIComponent(path.slice(IMAGE_URL_PREFIX.length));
  return /^[\w\-./]+$/.test(key) && !key.includes('..') ? key : null;
}

function safePath(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

export async function deleteOwnImage(bucket: R2Bucket, url: string) {
  const key = keyOfOwnImage(url);
  // seed images under demo/ are shared by several rows: never removed by a user edit
  if (key && !key.startsWith('demo/')) await bucket.delete(key);
}
