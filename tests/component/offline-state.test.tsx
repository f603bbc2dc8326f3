import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OfflineGate } from '@/features/offline/components/offline-gate';
import { PAGES_CACHE } from '@/sw/protocol';
import { until } from './helpers';
import { renderInApp } from './harness';
import '@/features/offline/components/offline.css';

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  // one article the service worker kept, as it keeps them: the page's HTML under its path and query
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(`${location.origin}/article?id=5`, new Response('<html><head><title>边缘上的博客 | 小站</title></head></html>', { headers: { 'Content-Type': 'text/html' } }));
});

afterEach(async () => {
  online = true;
  await caches.delete(PAGES_CACHE);
});

const Page = () => <p>文章正文</p>;

it('offline, a page never opened shows 离线中 with the kept articles, and online again the page itself', async () => {
  setOnline(false);
  await renderInApp(
    <OfflineGate>
      <Page />
    </OfflineGate>,
    { path: '/article?id=9' },
  );
  const state = await screen.findByRole('status', { name: '离线中' });
  expect(state.textContent).toContain('离线中');
  expect(state.textContent).toContain('这一页还没有保存到本机');
  const kept = await screen.findByRole('link', { name: '边缘上的博客' });
  expect(kept.getAttribute('href')).toBe('/article?id=5');
  expect(screen.queryByText('文章正文')).toBeNull();

  setOnline(true);
  await until(() => Boolean(screen.queryByText('文章正文')), 'the page came back');
  expect(screen.queryByText('离线中')).toBeNull();
});

it('offline, a kept page shows itself', async () => {
  setOnline(false);
  await renderInApp(
    <OfflineGate>
      <Page />
    </OfflineGate>,
    { path: '/article?id=5' },
  );
  await screen.findByText('文章正文');
  // the check is asynchronous: give it the time it takes to say "missing", which it must not
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByText('离线中')).toBeNull();
});
