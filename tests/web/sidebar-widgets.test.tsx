// @vitest-environment jsdom
/** The home sidebar's 标签, 最新评论 and 归档 cards (data from GET /api/sidebar/widgets and the tag dictionary). */
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, expect, it } from 'vitest';
import { ArchiveMonthsCard } from '@/features/blog/components/archive-months-card';
import { LatestCommentsCard } from '@/features/blog/components/latest-comments-card';
import { TagCloudCard } from '@/features/blog/components/tag-cloud-card';

afterEach(cleanup);

function show(ui: ReactNode, data: [unknown[], unknown][] = []) {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const comment = (id: number, type: number, content: string, title = '') => ({ id, type, for_id: 7, title, from_name: '读者甲', from_avatar: '', content, createdAt: '2026-11-28 10:00:00' });

it('最新评论: each comment as typed, leading to where it was written', () => {
  show(<LatestCommentsCard comments={[comment(41, 1, 'Vec<String> 和 <b>粗体</b>', 'Rust 所有权'), comment(40, 2, '`cargo` **好用** 😀')]} />);
  const card = screen.getByRole('region', { name: '最新评论' });
  const links = within(card).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/article?id=7#comment-41', '/talk?id=7']);
  expect(links[0]!.textContent).toContain('Vec<String> 和 粗体');
  expect(links[0]!.textContent).toContain('Rust 所有权');
  expect(links[1]!.textContent).toContain('cargo 好用 😀');
  expect(card.querySelector('b')).toBeNull();
});

it('归档: months in Chinese with their counts, each opening that month of the timeline', () => {
  show(<ArchiveMonthsCard months={[{ month: '2026-10', count: 3 }, { month: '2025-01', count: 1 }]} />);
  const links = within(screen.getByRole('region', { name: '归档' })).getAllByRole('link');
  expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
    ['/archives', '归档'],
    ['/archives?month=2026-10', '2026年10月3'],
    ['/archives?month=2025-01', '2025年1月1'],
  ]);
});

it('标签: the used tags, most used first, each opening its list; an empty card is not drawn', () => {
  const tags = [
    { id: 1, tag_name: 'React', article_count: 2 },
    { id: 2, tag_name: '空标签', article_count: 0 },
    { id: 3, tag_name: 'Rust', article_count: 5 },
  ];
  show(<TagCloudCard />, [[['tags'], tags]]);
  const links = within(screen.getByRole('region', { name: '标签' })).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['标签', 'Rust5', 'React2']);
  expect(links[1]!.getAttribute('href')).toBe('/articleList?id=3&type=tag&name=Rust');
  cleanup();
  const { container } = show(<TagCloudCard />, [[['tags'], [tags[1]]]]);
  expect(container.textContent).toBe('');
});
