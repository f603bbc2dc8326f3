import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ArchivesPage } from '@/features/blog/components/archives-page';
import { PHONE, queryClientWith, renderInApp } from './harness';

const TITLE = '从零开始在 Cloudflare Workers 上搭一个带聊天室和音乐播放器的个人博客';
const timeline = {
  total: 2,
  list: [
    {
      year: '2026',
      articleList: [
        { id: 1, article_title: TITLE, article_cover: '', createdAt: '2026-11-20 10:00:00' },
        { id: 2, article_title: '短标题', article_cover: '', createdAt: '2026-10-01 10:00:00' },
      ],
    },
  ],
};

it('on a phone a long archive title takes two lines before it is cut, a short one one line', async () => {
  await renderInApp(<ArchivesPage />, { path: '/archives', size: PHONE, client: queryClientWith([[['articles', 'timeline', 1, ''], timeline]]) });
  const long = (await screen.findByText(TITLE)) as HTMLElement;
  const short = screen.getByText('短标题') as HTMLElement;
  const lineHeight = parseFloat(getComputedStyle(long).lineHeight);
  expect(Math.round(long.getBoundingClientRect().height / lineHeight)).toBe(2);
  expect(Math.round(short.getBoundingClientRect().height / lineHeight)).toBe(1);
  // nothing spills past the card's edge
  expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(document.querySelector('.timeline-card')!.getBoundingClientRect().right);
});

// where the home sidebar's 归档 card leads: one month, said in Chinese, with the way back to the whole timeline
it('/archives?month= shows that month and links back to the whole timeline; a bad month is ignored', async () => {
  await renderInApp(<ArchivesPage />, { path: '/archives?month=2026-11', client: queryClientWith([[['articles', 'timeline', 1, '2026-11'], { ...timeline, total: 1 }]]) });
  expect((await screen.findByText(/2026年11月共 1 篇文章/)).textContent).toContain('查看全部归档');
  expect(screen.getByRole('link', { name: '查看全部归档' }).getAttribute('href')).toBe('/archives');
});

it('a month that is not one reads as the whole timeline', async () => {
  await renderInApp(<ArchivesPage />, { path: "/archives?month=2026-13'", client: queryClientWith([[['articles', 'timeline', 1, ''], timeline]]) });
  expect(await screen.findByText('目前共计 2 篇文章，继续加油！')).toBeTruthy();
});
