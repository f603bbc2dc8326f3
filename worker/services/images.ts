import { ErrorCode } from '../../contract/envelope';
import { ownImageKey, ownImageUrl } from '../../contract/own-image';
import { STORAGE_KEYS } from '../../contract/storage-keys';
import { type FileKind, MAX_IMAGE_BYTES, uploadTexts } from '../../contract/upload';
import type { Db } from '../db/client';
import { fail } from '../http/app-error';
import { type Actor, assertQuota, recordFile } from './stored-files';

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

/** The content types an uploaded picture is stored with. */
export const IMAGE_TYPES: readonly string[] = signatures.map((s) => s.mime);

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

/** Sniffs, stores and records an upload as the actor's file, within their quota; `folder` is a STORAGE_KEYS prefix. */
export async function storeImage(
  db: Db,
  bucket: R2Bucket,
  file: File,
  owner: Actor,
  place: { folder?: string; kind?: FileKind } = {},
): Promise<{ url: string; key: string }> {
  if (file.size === 0) throw fail(ErrorCode.upload, uploadTexts.emptyImage);
  if (file.size > MAX_IMAGE_BYTES) throw fail(ErrorCode.upload, uploadTexts.imageTooBig);
  await assertQuota(db.$client, bucket, owner, file.size, ErrorCode.upload);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw fail(ErrorCode.upload, uploadTexts.notImage);
  const key = `${place.folder ?? STORAGE_KEYS.uploads}${randomKey(type.ext)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type.mime } });
  await recordFile(db.$client, { key, owner_id: owner.id, kind: place.kind ?? 'upload', size: bytes.byteLength });
  return { url: ownImageUrl(key), key };
}

/** R2 key of a URL this site issued (contract/own-image.ts), or null for anything else; never throws. */
export const keyOfOwnImage = ownImageKey;
