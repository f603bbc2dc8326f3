/**
 * What a page needs to name a picture (issue 32), without zod: the variant
 * widths and their srcset, and the worker path of another host's picture.
 * Every page shows pictures, so this stays out of image-variants.ts and
 * external-image.ts, whose schemas would bring zod into every first load
 * (tests/web/first-load.test.ts); both re-export it for the worker.
 */
import { ownImageKey } from './own-image';

/** The widths encoded, smallest first: a phone's grid cell, a phone's full width or a desktop column, a wide screen. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** One variant's cap: a 1600 px WebP of a busy photo is about 400 KB at the quality the browser uses. */
export const MAX_VARIANT_BYTES = 1024 * 1024;

/** R2 key of a stored original's variant: `upload/2026-11/abc.jpg` → `upload/2026-11/abc.w480.webp`. */
export const variantKey = (key: string, width: number) => `${key.replace(/\.[A-Za-z0-9]+$/, '')}.w${width}.webp`;

/** Form field of a variant's file: `w480`, `w960`, `w1600`. */
export const variantField = (width: VariantWidth) => `w${width}`;

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

export const EXTERNAL_IMAGE_PATH = '/api/image/external';
export const MAX_EXTERNAL_ADDRESS = 2000;

/** The worker path that shows an external picture, or null when `url` is not an http(s) address. */
export function externalImagePath(url: string): string | null {
  return /^https?:\/\//i.test(url) && url.length <= MAX_EXTERNAL_ADDRESS ? `${EXTERNAL_IMAGE_PATH}?u=${encodeURIComponent(url)}` : null;
}

export const externalImageTexts = {
  missing: '图片暂时无法显示',
  notShown: '本站内容里没有这张图片',
} as const;
