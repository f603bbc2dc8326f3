// @vitest-environment jsdom
import { listBannerTitle } from '@contract/article-list-query';
import { BOOT_DATA_ELEMENT_ID, BOOT_PATHS } from '@contract/boot-data';
import type { MessageListItem } from '@contract/message';
import { metaForPath } from '@contract/page-routes';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteBanner } from '@/app/layout/route-banner';
import { ArticleListPage } from '@/features/blog/components/article-list-page';
import { MessageDetail } from '@/features/message/components/message-detail';
import { MessagePublish } from '@/features/message/components/message-publish';
import { MemoryRouter } from '@/lib/router';
import { pageBannerHtml } from '../../worker/seo/page-banner-html';

/*
 * Issue 32: /articleList, /message/detail, /message/publish and /userCenter arrive with their
 * banner drawn by the worker (worker/seo/page-meta.ts, prerender.ts) and their first screen's
 * answers in the boot block. React replaces the worker's banner with its own: the two must be the
 * same markup, or the page jumps as the app starts; and the app's first render must already be the
 * finished page (the list, the note), read from the boot block, not a placeholder that waits for
 * the API. tests/worker/first-paint-banners.test.ts holds the worker's whole first paint of these
 * pages (which title, which image) to the same markup.
 */

const HEADERS = [
  { id: 1, route_name: 'ArticleList', bg_url: '/img/demo/header-articlelist.svg' },
  { id: 2, route_name: 'MessageDetail', bg_url: '/img/demo/header-messagedetail.svg' },
  { id: 3, route_name: 'PublishMessage', bg_url: '/img/demo/header-publishmessage.svg' },
  { id: 4, route_name: 'UserCenter', bg_url: '/img/demo/header-usercenter.svg' },
];
const CATEGORY = { id: 3, category_name: '边缘 <计算> & "CDN"', article_count: 1 };
const BRIEF = { id: 11, article_title: '在边缘渲染第一屏', article_cover: '', createdAt: '2026-11-03 23:05:00', categoryName: CATEGORY.category_name, tagNameList: [] };
const NOTE: MessageListItem = {
  id: 7, message: '你好 </script><!-- 世界', color: '#676767', font_size: 16, font_weight: 500, bg_color: '', bg_url: '', user_id: null,
  nick_name: '游客abc', avatar: '', tag: '问候', like_times: 2, createdAt: '2026-11-03 23:05:00', updatedAt: '2026-11-03 23:05:00', is_like: false, comment_total: 1,
};
const ok = (result: unknown) => ({ code: 0, message: 'ok', result });

// the block the worker writes, in place before the app reads it (lib/boot-data.ts reads it once)
const block = document.createElement('script');
block.type = 'application/json';
block.id = BOOT_DATA_ELEMENT_ID;
block.textContent = JSON.stringify({
  [BOOT_PATHS.pageHeaders]: ok(HEADERS),
  [BOOT_PATHS.categories]: ok([CATEGORY]),
  [BOOT_PATHS.taxonomyArticles('category', CATEGORY.id)]: ok({ current: 1, size: 8, total: 1, list: [BRIEF] }),
  [BOOT_PATHS.note(NOTE.id)]: ok(NOTE),
  [BOOT_PATHS.noteHotTags]: ok([{ tag: '打卡', count: 3 }, { tag: '建议', count: 1 }]),
});
document.body.append(block);

// one client for the file, as the app has one: the banner list is handed out once
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const inApp = (path: string, page: ReactNode) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  ).container;

/** The worker's banner for a route (seo/prerender.ts draws it with the route's image; page-meta.ts gives the title). */
function workerBanner(routeName: string, title: string): string {
  const host = document.createElement('div');
  host.innerHTML = pageBannerHtml({ size: 'page', title, image: HEADERS.find((h) => h.route_name === routeName)?.bg_url });
  return comparable(host.firstElementChild!);
}
const appBanner = (root: HTMLElement) => comparable(root.querySelector('header.page-banner')!);

/** Parsed markup with each element's attributes in name order: the order they are written in is not the page. */
function comparable(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    const attrs = [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) node.removeAttribute(name);
    for (const [name, value] of attrs) node.setAttribute(name, value);
  }
  return clone.outerHTML;
}

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  // whatever the first render needs must come from the boot block: the network never answers here
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return new Promise(() => undefined);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the route banners the worker now draws are the ones React renders', () => {
  it.each(['/message/detail?id=7', '/message/publish', '/message/publish?id=7', '/userCenter'])('%s', (path) => {
    const route = metaForPath(path.split('?')[0]!)!;
    expect(appBanner(inApp(path, <RouteBanner />))).toBe(workerBanner(route.name, route.title));
  });
});

describe('/articleList: banner and first page from the worker', () => {
  it('an address with the id alone: the dictionary names it, the first page is there on the first render', () => {
    const root = inApp(`/articleList?id=${CATEGORY.id}&type=category`, <ArticleListPage />);
    expect(appBanner(root)).toBe(workerBanner('ArticleList', listBannerTitle('category', CATEGORY.category_name, '文章列表')));
    expect(root.querySelector('h1')!.textContent).toBe('分类 · 边缘 <计算> & "CDN"');
    expect(root.textContent).toContain('在边缘渲染第一屏');
    expect(root.textContent).toContain('共 1 篇');
    // nothing asked for: the list and its dictionary came with the page, the tags' dictionary is not this page's
    expect(calls).toEqual([]);
  });

  it('a name in the address is the title, as the worker reads it', () => {
    const root = inApp('/articleList?id=4&type=tag&name=%3Cb%3ERust%3C%2Fb%3E', <ArticleListPage />);
    expect(appBanner(root)).toBe(workerBanner('ArticleList', listBannerTitle('tag', '<b>Rust</b>', '文章列表')));
    expect(root.querySelector('h1 b')).toBeNull();
  });

  it('without an id: the route title', () => {
    expect(appBanner(inApp('/articleList', <ArticleListPage />))).toBe(workerBanner('ArticleList', '文章列表'));
  });
});

it('/message/detail: the first render is the note from the boot block, the reader’s own view still asked for', () => {
  const root = inApp(`/message/detail?id=${NOTE.id}`, <MessageDetail id={NOTE.id} comments={() => null} />);
  expect(root.querySelector('.message-detail__loading')).toBeNull();
  expect(root.querySelector(`article.message-card[data-message-id="${NOTE.id}"]`)!.textContent).toContain('你好 </script><!-- 世界');
  // the like is the reader's: their own answer still comes from the API
  expect(calls).toEqual([`/api/message/getMessageById/${NOTE.id}`]);
});

it("/message/publish: the hot tags are in the first render, so the form under them does not move; they are not asked for again", () => {
  const root = inApp('/message/publish', <MessagePublish editId={0} />);
  const chips = root.querySelector('.mp-chips[aria-label="热门标签"]');
  expect([...chips!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['打卡', '建议']);
  expect(calls.filter((u) => u.includes('getHotTagList'))).toEqual([]);
});
