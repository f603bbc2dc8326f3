// @vitest-environment jsdom
import type { ArticleFactsSource } from '@contract/article-facts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { ArticleFacts } from '@/features/article/components/article-facts';
import { ArticleCard } from '@/features/blog/components/article-card';
import { articleFactsHtml } from '../../worker/seo/article-facts-html';

/*
 * The worker prerenders an article's banner with its facts so the first paint
 * has the banner's final height: if the app's banner came out taller, a phone
 * would record a second, later largest paint when React replaces it. The two
 * renders are compared as parsed DOM, where entity spellings no longer differ.
 */

const BASE: ArticleFactsSource = {
  type: 1,
  createdAt: '2026-11-03 23:05:00',
  updatedAt: '2026-11-03 23:40:00',
  category_id: 3,
  categoryName: '边缘计算',
  view_times: 42,
  reading_duration: 0,
  article_content: '## 为什么要迁\n\n原来的博客跑在一台云服务器上，Koa 提供接口。\n\n```ts\nconst a = 1;\n```',
};

const parsed = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.innerHTML;
};
const app = (article: ArticleFactsSource) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ArticleFacts article={article} />
    </MemoryRouter>,
  );

describe('article facts: the worker prints what the app renders', () => {
  it.each([
    ['an ordinary article', BASE],
    ['edited on a later day, read for a while, many views', { ...BASE, updatedAt: '2026-11-06 09:00:00', reading_duration: 3_725_000, view_times: 12_345 }],
    ['a reprint without a category', { ...BASE, type: 2, category_id: null, categoryName: null }],
    ['an unknown type, markup-like and quoting category name', { ...BASE, type: 9, categoryName: `C&C <b>"x"</b> 'y'` }],
    ['an empty article', { ...BASE, article_content: '', updatedAt: '' }],
  ])('%s', (_, article) => {
    const worker = articleFactsHtml(article);
    expect(parsed(worker)).toBe(parsed(app(article)));
    // the facts a reader sees, not just matching markup
    expect(worker).toContain('发表于 2026-11-03');
    expect(worker).toMatch(/字数 \d+/);
  });

  it('both show how many comments the article has (issue 28: Butterfly readers look for it)', () => {
    const article = { ...BASE, comment_total: 12_345 };
    const worker = articleFactsHtml(article);
    expect(parsed(worker)).toBe(parsed(app(article)));
    expect(worker).toMatch(/<li title="评论"><svg[^]*?<\/svg>评论 1\.2w<\/li>/);
  });

  it('escapes what the owner typed', () => {
    const html = articleFactsHtml({ ...BASE, categoryName: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

it('a home card shows its comment count beside views and likes', () => {
  const card = {
    id: 7, article_title: '所有权', author_id: 1, category_id: null, article_description: '', article_cover: '', is_top: 2, order: null, status: 1, type: 1,
    view_times: 10, thumbs_up_times: 2, reading_duration: 0, createdAt: '2026-11-03 23:05:00', updatedAt: '', categoryName: null, tagNameList: [], comment_total: 1_234,
  };
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ArticleCard article={card} />
    </MemoryRouter>,
  );
  expect(html).toMatch(/<li title="评论"><svg[^]*?<\/svg> 1\.2k<\/li>/);
});
