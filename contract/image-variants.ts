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
import { ownImageKey } from './own-image';

/** The widths encoded, smallest first: a phone's grid cell, a phone's full width or a desktop column, a wide screen. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** One variant's cap: a 1600 px WebP of a busy photo is about 400 KB at the quality the browser uses. */
export const MAX_VARIANT_BYTES = 1024 * 1024;
/** The largest side a measured picture may claim (the browser decodes it; 5 MB cannot hold more). */
export const MAX_IMAGE_SIDE = 20_000;

/** Form field of a variant's file: `w480`, `w960`, `w1600`. */
export const variantField = (width: VariantWidth) => `w${width}`;

/** R2 key of a stored original's variant: `upload/2026-11/abc.jpg` → `upload/2026-11/abc.w480.webp`. */
export const variantKey = (key: string, width: number) => `${key.replace(/\.[A-Za-z0-9]+$/, '')}.w${width}.webp`;

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

/** Variants of pictures that have none (GIF animates, SVG scales) and of variants themselves are never made. */
export function takesVariants(key: string): boolean {
  return /\.(jpe?g|png|webp|avif)$/i.test(key) && !/\.w\d+\.webp$/.test(key);
}

/** `srcset` naming every variant width of an own picture, or undefined for anything else (the picture shows as today). */
export function variantSrcset(url: string | null | undefined): string | undefined {
  const key = ownImageKey(url);
  if (!key || !takesVariants(key)) return undefined;
  return VARIANT_WIDTHS.map((w) => `/img/${key}?w=${w} ${w}w`).join(', ');
}
