/**
 * Small coloured badges and the current page button read at 4.5:1 in both themes (axe color-contrast):
 * white on the orange and gold ranks read 2.4 and 1.8:1, the dark theme's current page 2.5:1.
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it } from 'vitest';
import { HotArticlesCard } from '@/features/blog/components/hot-articles-card';
import { Pagination } from '@/features/blog/components/pagination';
import { queryClientWith, renderInApp } from './harness';
import { ownContrast } from './helpers';

const HOT = [1, 2, 3, 4, 5].map((id) => ({ id, article_title: `文章${id}`, view_times: 1000 - id }));

afterEach(() => document.documentElement.classList.remove('dark'));

async function contrastFailures(container: HTMLElement) {
  const result = await axe.run(container, { runOnly: ['color-contrast'] });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
}

it.each(['light', 'dark'])('the hot list ranks and the current page button in the %s theme', async (theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  const client = queryClientWith([[['articles', 'hot'], HOT]]);
  const { container } = await renderInApp(
    <div className="card">
      <HotArticlesCard />
      <Pagination page={2} total={50} size={10} onChange={() => {}} />
    </div>,
    { client },
  );
  await screen.findByText('文章3');
  expect(await contrastFailures(container)).toEqual([]);
  const badges = [...container.querySelectorAll('.hot-list__rank--1, .hot-list__rank--2, .hot-list__rank--3, .pagination__btn.is-active')];
  expect(badges).toHaveLength(4);
  for (const badge of badges) expect(ownContrast(badge), `${badge.className} "${badge.textContent}"`).toBeGreaterThanOrEqual(4.5);
});
