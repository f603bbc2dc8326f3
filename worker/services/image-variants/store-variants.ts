/**
 * POST /api/upload/variants: the smaller copies the uploading browser encoded
 * for a picture already stored (contract/image-variants.ts). Each is checked
 * like an upload (sniffed as a picture, capped, counted in the quota) and is
 * stored under the picture's owner, so it goes when the picture goes
 * (variant-rows.ts dropVariants, called by services/stored-files.ts).
 */
import { ErrorCode } from '../../../contract/envelope';
import {
  type ImageVariants,
  MAX_VARIANT_BYTES,
  takesVariants,
  VARIANT_WIDTHS,
  variantField,
  variantKey,
  variantTexts,
} from '../../../contract/image-variants';
import { ownImageUrl } from '../../../contract/own-image';
import type { D1Statements } from '../../db/d1-statements';
import { fail } from '../../http/app-error';
import { sniffImage } from '../images';
import { type Actor, assertQuota, claimImage, recordFile } from '../stored-files';
import { saveVariantRow, variantRow } from './variant-rows';

interface VariantInput {
  url: string;
  width: number;
  height: number;
  files: Map<number, File>;
}

/** The variant files a form carries, by width; a field that is not a file is refused. */
export function variantFiles(form: FormData): Map<number, File> {
  const files = new Map<number, File>();
  for (const width of VARIANT_WIDTHS) {
    const value = form.get(variantField(width));
    if (value === null) continue;
    if (typeof value === 'string') throw fail(ErrorCode.upload, variantTexts.notImage);
    files.set(width, value);
  }
  return files;
}

async function checkedBytes(file: File, width: number, original: number): Promise<{ bytes: Uint8Array; mime: string }> {
  if (width >= original) throw fail(ErrorCode.upload, variantTexts.tooWide);
  if (file.size === 0 || file.size > MAX_VARIANT_BYTES) throw fail(ErrorCode.upload, file.size ? variantTexts.tooBig : variantTexts.notImage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw fail(ErrorCode.upload, variantTexts.notImage);
  return { bytes, mime: type.mime };
}

export async function storeVariants(d1: D1Statements, bucket: R2Bucket, actor: Actor, input: VariantInput): Promise<ImageVariants> {
  // the actor's own picture, or any for an administrator
  const { key } = await claimImage(d1, input.url, actor, ErrorCode.upload);
  if (!takesVariants(key) || !(await bucket.head(key))) throw fail(ErrorCode.upload, variantTexts.notOriginal);
  const checked = new Map<number, { bytes: Uint8Array; mime: string }>();
  for (const [width, file] of input.files) checked.set(width, await checkedBytes(file, width, input.width));
  const total = [...checked.values()].reduce((sum, v) => sum + v.bytes.byteLength, 0);
  await assertQuota(d1, bucket, actor, total, ErrorCode.upload);
  const owner = (await d1.prepare('SELECT owner_id FROM stored_file WHERE key = ?').bind(key).first<number>('owner_id')) ?? actor.id;
  for (const [width, { bytes, mime }] of checked) {
    const vKey = variantKey(key, width);
    await bucket.put(vKey, bytes, { httpMetadata: { contentType: mime } });
    await recordFile(d1, { key: vKey, owner_id: owner, kind: 'variant', size: bytes.byteLength });
  }
  const before = (await variantRow(d1, key))?.widths ?? [];
  const widths = VARIANT_WIDTHS.filter((w) => checked.has(w) || (before.includes(w) && w < input.width));
  await saveVariantRow(d1, { key, width: input.width, height: input.height, widths });
  return { url: ownImageUrl(key), width: input.width, height: input.height, widths };
}
