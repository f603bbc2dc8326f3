import { expect, it } from 'vitest';
import { LatestCommentsCard } from '@/features/blog/components/latest-comments-card';
import { renderInApp } from './harness';

// the card alone, without the home route's stylesheet: its styles come with it (a page must never depend on another's CSS)
it('the 最新评论 card brings its own styles', async () => {
  const { container } = await renderInApp(
    <LatestCommentsCard comments={[{ id: 1, type: 1, for_id: 1, title: '文章', from_name: '读者', from_avatar: '', content: '你好', createdAt: '2026-11-28 10:00:00' }]} />,
  );
  expect(getComputedStyle(container.querySelector('.latest-comments')!).listStyleType).toBe('none');
  expect(getComputedStyle(container.querySelector('.latest-comments__item')!).display).toBe('flex');
});
