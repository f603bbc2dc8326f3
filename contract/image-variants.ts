/**
 * Responsive pictures with no image service (issue 32): the browser that
 * uploads a picture also encodes smaller WebP copies of it, and the worker
 * stores them beside the original under a key derived from the original's.
 * A page names a width with `/img/<key>?w=<width>`: the worker answers the
 * variant when it is stored and the original otherwise, so a picture never
 * measured still shows exactly as before, and nothing but the worker needs
 * to know which variants exist.
 */
import { z } from 'zod';
import { MAX_VARIANT_BYTES, VARIANT_WIDTHS, type VariantWidth } from './image-sources';

export { MAX_VARIANT_BYTES, takesVariants, VARIANT_WIDTHS, variantField, variantKey, variantSrcset, type VariantWidth } from './image-sources';

/** The largest side a measured picture may claim (the browser decodes it; 5 MB cannot hold more). */
export const MAX_IMAGE_SIDE = 20_000;


/** Which variant a `?w=` asks for: the smallest stored width at least as wide, or null for the original. */
export function variantWidthFor(asked: string | null): VariantWidth | null {
  const n = Number(asked);
  return VARIANT_WIDTHS.find((w) => w === n) ?? null;
}

const side = z.coerce.number({ error: '图片尺寸不合法' }).int('图片尺寸不合法').min(1, '图片尺寸不合法').max(MAX_IMAGE_SIDE, '图片尺寸不合法');

/** The text fields of POST /api/upload/variants (the files ride beside them). */
export const variantFormSchema = z.object({
  url: z.string({ error: '请指定图片' }).max(1000, '图片地址不合法'),
  width: side,
  height: side,
});

/** What the worker answers: the picture's size and the widths now stored. */
export interface ImageVariants {
  url: string;
  width: number;
  height: number;
  widths: number[];
}

export const variantTexts = {
  notImage: '缩略图必须是图片文件',
  tooBig: `缩略图不能超过${MAX_VARIANT_BYTES / 1024 / 1024}MB`,
  tooWide: '缩略图不能比原图更宽',
  notOriginal: '只能为原图生成缩略图',
} as const;
