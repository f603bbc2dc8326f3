// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticlePage } from '@/features/article/components/article-page';
import { json, stubFetch } from './helpers';

const article = {
  id: 3,
  type: 1,
  article_title: '回来的文章',
  article_content: '正文',
  article_cover: '',
  createdAt: '2026-11-03 23:05:00',
  updatedAt: '2026-11-03 23:40:00',
  category_id: 3,
  categoryName: '边缘计算',
  view_times: 1,
  reading_duration: 0,
  thumbs_up_times: 0,
  tagNameList: [],
};

function renderArticle(id: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/article?id=${id}`]}>
        <ArticlePage comments={() => null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an article that cannot be shown says why', () => {
  it('the network failed it: 网络连接失败 and 重试, which loads it where the reader is', async () => {
    // offline as the browser says, so the client does not try again by itself
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let down = true;
    stubFetch((url) => {
      if (down) return Promise.reject(new TypeError('Failed to fetch'));
      if (url.includes('getArticleById')) return json({ code: 0, message: 'ok', result: article });
      return json({ code: 0, message: 'ok', result: null });
    });
    renderArticle(3);
    expect(await screen.findByText('网络连接失败')).toBeTruthy();
    expect(screen.queryByText(/链接有误/)).toBeNull();
    down = false;
    onLine.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findAllByText('回来的文章')).length).toBeGreaterThan(0);
  });

  it('a missing article: the link is wrong or the post was put away, with ways on', async () => {
    stubFetch(() => json({ code: '100005', message: '查询文章详情失败' }));
    renderArticle(99);
    expect(await screen.findByText('文章不存在或已被删除')).toBeTruthy();
    expect(screen.getByText(/链接有误/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
