import { describe, expect, it } from 'vitest';
import { drawAppIcon } from '@/sw/icons';

/**
 * The install icon drawn from the owner's avatar (web/src/sw/icons.ts, which the service worker
 * answers /icons/app-<size>.png?avatar=… with), in Chromium's own canvas and image decoder.
 * The avatar: 300 × 200, red on its left 50 px, green in the middle, blue on its right 50 px.
 */
async function avatar(): Promise<Blob> {
  const canvas = new OffscreenCanvas(300, 200);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#f00';
  ctx.fillRect(0, 0, 50, 200);
  ctx.fillStyle = '#0f0';
  ctx.fillRect(50, 0, 200, 200);
  ctx.fillStyle = '#00f';
  ctx.fillRect(250, 0, 50, 200);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function pixels(png: Blob) {
  const image = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(image, 0, 0);
  const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
  return { width: image.width, height: image.height, at };
}

describe('the install icon from the owner’s avatar', () => {
  it.each([192, 512])('is a %i px PNG of the avatar’s centred square', async (size) => {
    const icon = await drawAppIcon(await avatar(), size);
    expect(icon.type).toBe('image/png');
    const { width, height, at } = await pixels(icon);
    expect([width, height]).toEqual([size, size]);
    // the middle 200 × 200 of the avatar is all green: its red and blue sides are cut off
    const points: [number, number][] = [[1, 1], [size - 2, size - 2], [size / 2, size / 2], [1, size - 2]];
    for (const [x, y] of points) expect(at(x, y)).toEqual([0, 255, 0]);
  });

  it('refuses what is not a picture (the service worker then answers the bundled icon)', async () => {
    await expect(drawAppIcon(new Blob(['<svg'], { type: 'text/plain' }), 192)).rejects.toThrow();
  });
});
