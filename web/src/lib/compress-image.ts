/**
 * Spec §5 image compression: re-encode at a starting quality, then lower the
 * quality by 0.2 per retry while it stays above 0.2 and the result is still
 * over the target size. The result keeps the original file type.
 */

const COMPRESS_THRESHOLD_KB = 800;
const QUALITY_STEP = 0.2;
const QUALITY_FLOOR = 0.2;

export interface CompressOptions {
  targetKB?: number;
  quality?: number;
  maxRetries?: number;
}

/** The retry loop on its own, so it can be tested without a canvas. */
export async function compressWith(
  encode: (quality: number) => Promise<Blob>,
  { targetKB = COMPRESS_THRESHOLD_KB, quality = 1, maxRetries = 3 }: CompressOptions = {},
): Promise<Blob> {
  const target = targetKB * 1024;
  let current = quality;
  let blob = await encode(current);
  let retries = 0;
  while (blob.size > target && current > QUALITY_FLOOR && retries < maxRetries) {
    // Rounded so 1 - 0.2*4 lands on 0.2, not 0.19999999999999996.
    current = Math.round((current - QUALITY_STEP) * 10) / 10;
    blob = await encode(current);
    retries++;
  }
  return blob;
}

async function drawToCanvas(file: Blob): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas;
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    ctx.drawImage(img, 0, 0);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), type, quality);
  });
}

/** Compresses `file`; returns the original when re-encoding would not help. */
async function compressImage(file: File | Blob, targetKB = COMPRESS_THRESHOLD_KB, quality = 1, maxRetries = 3): Promise<Blob> {
  const type = file.type || 'image/jpeg';
  const canvas = await drawToCanvas(file);
  const blob = await compressWith((q) => toBlob(canvas, type, q), { targetKB, quality, maxRetries });
  // Some browsers fall back to PNG for types they cannot encode (e.g. GIF).
  if (blob.type !== type || blob.size >= file.size) return file;
  return blob;
}

/** Compress only when the file is over the spec's 800 KB threshold. */
export async function compressIfLarge(file: File): Promise<File> {
  if (file.size <= COMPRESS_THRESHOLD_KB * 1024) return file;
  try {
    const blob = await compressImage(file);
    // Keep the name so the upload carries a sensible filename and extension.
    return blob === file ? file : new File([blob], file.name, { type: blob.type });
  } catch {
    return file;
  }
}
