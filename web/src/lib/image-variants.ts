/**
 * Responsive variants encoded where the picture is (issue 32): the browser
 * that uploads a picture draws it at each of contract/image-variants.ts's
 * widths narrower than the picture and encodes WebP with canvas, then sends
 * them to POST /api/upload/variants. The worker has no image codec; a
 * browser that cannot encode WebP (it falls back to PNG) sends only the
 * picture's size. Loaded on first upload, never with a page.
 */
import { MAX_VARIANT_BYTES, VARIANT_WIDTHS, variantField } from '@contract/image-sources';
import { api } from '@/lib/api-client';

/** WebP quality: at 0.8 a 1600 px photo is ~6–10× smaller than its phone JPEG and looks the same at its size. */
const QUALITY = 0.8;
const SMALLER_QUALITY = 0.6;

interface Encoded {
  width: number;
  height: number;
  variants: Map<number, Blob>;
}

function encode(bitmap: ImageBitmap, width: number, quality: number): Promise<Blob | null> {
  const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b && b.type === 'image/webp' ? b : null), 'image/webp', quality));
}

/** The picture's size and its variants; GIFs (animated) and SVGs (they scale) get none. */
async function encodeVariants(file: Blob): Promise<Encoded | null> {
  if (!/^image\/(jpeg|png|webp|avif)$/.test(file.type) && file.type !== '') return null;
  const bitmap = await createImageBitmap(file);
  try {
    const variants = new Map<number, Blob>();
    for (const width of VARIANT_WIDTHS.filter((w) => w < bitmap.width)) {
      let blob = await encode(bitmap, width, QUALITY);
      if (blob && blob.size > MAX_VARIANT_BYTES) blob = await encode(bitmap, width, SMALLER_QUALITY);
      if (!blob) break;
      if (blob.size <= MAX_VARIANT_BYTES) variants.set(width, blob);
    }
    return { width: bitmap.width, height: bitmap.height, variants };
  } finally {
    bitmap.close();
  }
}

/** Encodes and sends the variants of a picture just stored at `url`; answers whether they were stored. Never throws. */
export async function addVariants(url: string, file: Blob): Promise<boolean> {
  try {
    const encoded = await encodeVariants(file);
    if (!encoded) return false;
    const form = new FormData();
    form.append('url', url);
    form.append('width', String(encoded.width));
    form.append('height', String(encoded.height));
    for (const [width, blob] of encoded.variants) form.append(variantField(width as (typeof VARIANT_WIDTHS)[number]), blob, `w${width}.webp`);
    const res = await api.post('/api/upload/variants', form, { silent: true });
    return res.code === 0;
  } catch {
    return false;
  }
}
