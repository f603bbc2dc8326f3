import { expect, it } from 'vitest';
import { SiteFooter } from '@/app/layout/site-footer';
import BackToTop from '@/features/article/components/back-to-top';
import '@/features/article/components/article-toc.css';
import { PHONE, renderInApp } from './harness';

const TABLET = { width: 820, height: 1180 };

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// at the end of an article on a phone, back to top (stacked above the contents and chat buttons, to
// 198 px from the bottom) stood over the footer's RSS 订阅 link: the footer's room was 96 px for every page
it.each([
  ['phone', PHONE],
  ['tablet', TABLET],
])('on a %s, at the end of an article page the floating controls cover none of the footer', async (_, size) => {
  const { container } = await renderInApp(
    <div className="app">
      <main className="app__main">
        <div style={{ height: 3000 }} />
        <button type="button" className="article-toc-toggle" aria-label="打开目录" />
        <BackToTop />
      </main>
      <SiteFooter />
      <button type="button" className="chat-launcher" aria-label="聊天室" />
      <div className="music-disc">
        <button type="button" className="music-disc__button" aria-label="打开音乐播放器" />
      </div>
    </div>,
    { path: '/article', size },
  );
  window.scrollTo(0, document.documentElement.scrollHeight);
  // the footer's links load as it nears the screen (site-footer.tsx): then the page's end is further down
  await expect.poll(() => container.querySelectorAll('.site-footer a').length).toBeGreaterThan(3);
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect.poll(() => container.querySelector('.back-to-top.is-shown')).not.toBeNull();
  const controls = [...container.querySelectorAll('.back-to-top, .article-toc-toggle, .chat-launcher, .music-disc__button')].map((c) => c.getBoundingClientRect());
  expect(controls).toHaveLength(4);
  const links = [...container.querySelectorAll('.site-footer a, .site-footer p')];
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) for (const control of controls) expect(overlaps(link.getBoundingClientRect(), control), link.textContent ?? '').toBe(false);
  window.scrollTo(0, 0);
});
