import { ASSETS_CACHE } from './protocol';
import { fromCache, keep } from './cache-store';

/**
 * /icons/app-<size>.png?avatar=/img/…: the owner's avatar drawn square at the icon's size (the
 * manifest names it, worker/services/web-manifest.ts). Kept under its address, which changes with
 * the avatar. Anything that fails (an SVG, which workers cannot decode; a broken image) gets the
 * bundled icon at the same path.
 */
export async function appIcon(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const avatar = url.searchParams.get('avatar');
  const size = url.pathname.endsWith('-512.png') ? 512 : 192;
  if (!avatar?.startsWith('/img/') || typeof OffscreenCanvas === 'undefined') return fetch(request);
  const kept = await fromCache(ASSETS_CACHE, request.url);
  if (kept) return kept;
  try {
    const icon = new Response(await drawAppIcon(await (await fetch(avatar)).blob(), size), { headers: { 'Content-Type': 'image/png' } });
    void keep(ASSETS_CACHE, request.url, icon.clone());
    return icon;
  } catch {
    return fetch(`${url.origin}${url.pathname}`);
  }
}

/** The picture's centred square, drawn at `size` px as a PNG (a wide avatar loses its sides, a tall one its top and bottom). */
export async function drawAppIcon(picture: Blob, size: number): Promise<Blob> {
  const image = await createImageBitmap(picture);
  const side = Math.min(image.width, image.height);
  const canvas = new OffscreenCanvas(size, size);
  canvas.getContext('2d')?.drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, size, size);
  return canvas.convertToBlob({ type: 'image/png' });
}
