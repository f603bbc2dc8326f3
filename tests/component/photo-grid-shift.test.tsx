import { afterEach, expect, it, vi } from 'vitest';
import { PhotoGrid } from '@/features/gallery/components/photo-grid';
import { PHONE, renderInApp } from './harness';
import { until } from './helpers';

afterEach(() => vi.unstubAllGlobals());

const album = { id: 1, album_name: '山川湖海', album_cover: '', description: '', createdAt: '2024-01-01 00:00:00', updatedAt: '2024-01-01 00:00:00' };
const photos = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, album_id: 1, url: `/img/demo/photo-${i + 1}.svg`, status: 1, createdAt: '2024-01-01 00:00:00', updatedAt: '2024-01-01 00:00:00' }));

/** The album list and its photos, answered when `release()` is called: the page is seen loading first. */
function slowApi() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    await released;
    const result = path.startsWith('/api/photoAlbum/getAllAlbumList') ? [album] : path.startsWith('/api/photo/getAllPhotosByAlbumId/1') ? photos : undefined;
    return result ? Response.json({ code: 0, message: 'ok', result }) : new Response(JSON.stringify({ code: 404, message: 'not stubbed' }), { status: 404 });
  });
  return release;
}

const top = (el: Element | null) => Math.round(el!.getBoundingClientRect().top);

// the grid's stand-ins came without the count's row above the photos: as they arrived the grid
// moved down that row and its margin (CLS 0.027 on /photos?id= on a phone, issue 32)
it.each([
  ['phone', PHONE],
  ['desktop', { width: 1366, height: 900 }],
])('on a %s, an album’s photos arrive where their stand-ins were: nothing above them moves', async (_, size) => {
  const release = slowApi();
  const { container } = await renderInApp(
    <div className="page-container">
      <PhotoGrid albumId={1} />
    </div>,
    { path: '/photos?id=1', size },
  );
  const loading = container.querySelector('.photo-grid[aria-busy="true"]');
  expect(loading).not.toBeNull();
  const before = { container: top(container.querySelector('.page-container')), grid: top(loading), frame: top(loading!.querySelector('.photo-grid__frame')) };

  release();
  await until(() => container.querySelector('ul.photo-grid') !== null, 'the photos came');
  const grid = container.querySelector('ul.photo-grid');
  expect({ container: top(container.querySelector('.page-container')), grid: top(grid), frame: top(grid!.querySelector('.photo-grid__frame')) }).toEqual(before);
  expect(container.querySelector('.photo-grid__meta')?.textContent).toContain('共 11 张照片');
});
