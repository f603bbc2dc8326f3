import type { PhotoItem } from '@contract/gallery';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PhotoGrid } from '@/features/gallery/components/photo-grid';
import { expectTrapped, focusIsOpener, openWithEnter, until } from './helpers';
import { PHONE, queryClientWith, renderInApp } from './harness';

/** A picture that needs no server: a flat colour, numbered. */
const picture = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${n * 30} 60% 50%)"/><text x="20" y="60" font-size="48">${n}</text></svg>`)}`;

/** An album of `count` photos, as the server would list it (the recycle bin's are not in it). */
function album(id: number, count: number) {
  const photos: PhotoItem[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, album_id: id, url: picture(i + 1), status: 1, createdAt: '', updatedAt: '' }));
  const albums = [{ id, album_name: '山川湖海', album_cover: picture(0), description: '', createdAt: '', updatedAt: '' }];
  return queryClientWith([
    [['albums'], albums],
    [['album-photos', id], photos],
  ]);
}

const count = () => document.querySelector('.lightbox__count')?.textContent?.replace(/\s/g, '');
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

it('lightbox: focus on 关闭预览, arrows step, Tab stays in, Escape closes it back onto the photo', async () => {
  await renderInApp(<PhotoGrid albumId={1} />, { path: '/photos?id=1', client: album(1, 11) });
  await openWithEnter(await screen.findByRole('button', { name: '查看第 2 张照片' }), 'photo');
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  expect(viewer.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement?.matches('.lightbox__close'), 'focus starts on 关闭预览').toBe(true);
  expect(count()).toBe('2/11');
  await userEvent.keyboard('{ArrowRight}');
  expect(count()).toBe('3/11');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(count()).toBe('1/11');
  await expectTrapped('.lightbox', 5);
  expect(document.body.style.overflow, 'the page behind does not scroll').toBe('hidden');

  await userEvent.keyboard('{Escape}');
  await until(() => !viewer.isConnected, 'the viewer closed');
  expect(focusIsOpener('photo'), 'focus back on the photo').toBe(true);
  expect(document.body.style.overflow, 'scrolling is back').toBe('');
  expect(screen.getByRole('list', { name: '照片列表' }).checkVisibility(), 'the album is still there').toBe(true);
});

it('the lightbox steps with keys and buttons, wraps at both ends, and closes with its button', async () => {
  await renderInApp(<PhotoGrid albumId={1} />, { path: '/photos?id=1', client: album(1, 11) });
  expect(await screen.findAllByRole('button', { name: /^查看第 \d+ 张照片$/ })).toHaveLength(11);
  await click('查看第 2 张照片');
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  expect(count()).toBe('2/11');
  await userEvent.keyboard('{ArrowRight}');
  expect(count()).toBe('3/11');
  await click('上一张');
  await userEvent.keyboard('{ArrowLeft}');
  expect(count()).toBe('1/11');
  await userEvent.keyboard('{ArrowLeft}');
  expect(count(), 'wraps to the last').toBe('11/11');
  await click('下一张');
  expect(count(), 'wraps to the first').toBe('1/11');
  const image = viewer.querySelector<HTMLImageElement>('.lightbox__image')!;
  await until(() => image.complete && image.naturalWidth > 0, 'the picture shows');
  expect(image.getBoundingClientRect().width, 'the picture is laid out on screen').toBeGreaterThan(100);
  await click('关闭预览');
  await until(() => !viewer.isConnected, 'the viewer closed');
});

it('the lightbox follows swipes on a phone', async () => {
  await renderInApp(<PhotoGrid albumId={3} />, { path: '/photos?id=3', size: PHONE, client: album(3, 7) });
  await userEvent.click(await screen.findByRole('button', { name: '查看第 1 张照片' }));
  const viewer = await screen.findByRole('dialog', { name: '图片预览' });
  // a finger down at `from` and up at `to`, as the engine reports a swipe
  const swipe = (from: number, to: number) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: viewer, clientX: x, clientY: 400 });
    viewer.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
    viewer.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }));
  };
  swipe(300, 80);
  await until(() => count() === '2/7', 'a swipe left shows the next photo');
  swipe(80, 300);
  await until(() => count() === '1/7', 'a swipe right shows the previous photo');
  swipe(200, 170);
  await new Promise((r) => setTimeout(r, 50));
  expect(count(), 'a short drag is not a swipe').toBe('1/7');
});
