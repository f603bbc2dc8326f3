import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LazyMusicPlayer } from '@/app/layout/lazy-music-player';
import { SiteFooter } from '@/app/layout/site-footer';
import { toast, useToasts } from '@/components/toast/toast';
import { Toaster } from '@/components/toast/toaster';
import { HomeArticleList } from '@/features/blog/components/home-article-list';
import { HomeSidebar } from '@/features/blog/components/home-sidebar';
import { PreferencesPanel } from '@/features/preferences/components/preferences-panel';
import { focused, until } from './helpers';
import { DESKTOP, PHONE, queryClientWith, renderInApp } from './harness';

// Issue 32: what a page's first screen does not show comes after the app's first render, in chunks
// of its own (tests/web/first-load.test.ts keeps them out of the first load). Each part still works
// from the reader's first interaction, and its arrival moves nothing.

afterEach(() => useToasts.getState().clear());

it('a notice raised before the toaster’s cards have loaded shows once they have, in a live region there from the start', async () => {
  await renderInApp(<Toaster />);
  const region = document.querySelector('.toaster')!;
  expect(region.getAttribute('aria-live')).toBe('polite');
  toast.error('保存失败', '出错了');
  toast.success('已保存');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('保存失败');
  expect(within(region as HTMLElement).getByRole('status').textContent).toContain('已保存');
  // its stylesheet came with it: the stack floats below the header
  expect(getComputedStyle(region).position).toBe('fixed');
});

it.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s the footer’s links come as it nears the screen', async (_, size) => {
  const { container } = await renderInApp(
    <div className="app">
      <main className="app__main">
        <div style={{ height: 4000 }} />
      </main>
      <SiteFooter />
    </div>,
    { size },
  );
  const footer = container.querySelector('footer.site-footer')!;
  await new Promise((r) => setTimeout(r, 200));
  expect(footer.querySelector('a')).toBeNull();
  footer.scrollIntoView();
  const nav = await screen.findByRole('navigation', { name: '更多页面' });
  expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/resources/front', '/resources/back', '/siteList', '/rss.xml']);
  window.scrollTo(0, 0);
});

it('a keyboard reader finds the footer’s links: the first Tab loads them, far from the screen', async () => {
  await renderInApp(
    <div className="app">
      <main className="app__main">
        <button type="button">正文里的按钮</button>
        <div style={{ height: 4000 }} />
      </main>
      <SiteFooter />
    </div>,
  );
  await userEvent.keyboard('{Tab}');
  expect(focused()?.textContent).toBe('正文里的按钮');
  await screen.findByRole('navigation', { name: '更多页面' });
  await userEvent.keyboard('{Tab}');
  expect(focused()?.getAttribute('href')).toBe('/resources/front');
  window.scrollTo(0, 0);
});

it('the reading-theme panel, opened at the first click, closes with Escape (focus back on its button) and with a click outside', async () => {
  await renderInApp(
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingRight: 120 }}>
      <button type="button">别处</button>
      <PreferencesPanel />
    </div>,
  );
  const button = screen.getByRole('button', { name: '阅读主题设置' });
  await userEvent.click(button);
  await screen.findByRole('radio', { name: 'Atom One' });
  await userEvent.keyboard('{Escape}');
  await until(() => screen.queryByRole('dialog', { name: '阅读主题设置' }) === null, 'Escape closes the panel');
  expect(focused()).toBe(button);
  await userEvent.click(button);
  await screen.findByRole('radio', { name: 'Atom One' });
  await userEvent.click(screen.getByRole('button', { name: '别处' }));
  await until(() => screen.queryByRole('dialog', { name: '阅读主题设置' }) === null, 'a click outside closes the panel');
});

it('the music disc arrives after the first render floating at the lower left, and opens the player at the first click', async () => {
  const { container } = await renderInApp(
    <div className="app">
      <main className="app__main">
        <p>正文</p>
      </main>
      <LazyMusicPlayer />
    </div>,
  );
  const text = container.querySelector('main p')!.getBoundingClientRect();
  const disc = await screen.findByRole('button', { name: '打开音乐播放器' });
  // fixed to the window: its arrival takes no room from the page
  expect(getComputedStyle(disc.closest('.music-disc')!).position).toBe('fixed');
  expect(container.querySelector('main p')!.getBoundingClientRect().top).toBe(text.top);
  await userEvent.click(disc);
  await screen.findByRole('dialog', undefined, { timeout: 15_000 });
}, 30_000);

it('the home page’s column and sidebar (below the hero) come from their chunk with the answers the page already holds', async () => {
  const card = {
    id: 7,
    article_title: '边缘上的博客',
    article_description: '一篇文章',
    article_cover: '',
    is_top: 0,
    createdAt: '2026-11-01 10:00:00',
    updatedAt: '2026-11-01 10:00:00',
    categoryName: '技术',
    category_id: 1,
    view_times: 3,
    thumbs_up_times: 1,
    comment_total: 0,
    tagNameList: ['React'],
  };
  const client = queryClientWith([
    [['config'], { blog_name: '小站', blog_avatar: '', avatar_bg: '', personal_say: '', blog_notice: '', createdAt: '2024-01-01 00:00:00' }],
    [['articles', 'home', 1], { current: 1, size: 5, total: 1, list: [card] }],
    [['statistic'], { articleCount: 1, tagCount: 1, categoryCount: 1, userCount: 1 }],
  ]);
  await renderInApp(
    <div className="home-grid">
      <section className="home-main">
        <HomeArticleList />
      </section>
      <aside className="home-aside">
        <HomeSidebar />
      </aside>
    </div>,
    { client },
  );
  expect((await screen.findByRole('link', { name: /边缘上的博客/ })).getAttribute('href')).toContain('/article?id=7');
  expect(within(await screen.findByRole('region', { name: '博主信息' })).getByRole('heading').textContent).toBe('小站');
});
