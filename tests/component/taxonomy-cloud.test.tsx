import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it } from 'vitest';
import { TaxonomyCloud } from '@/features/blog/components/taxonomy-cloud';
import { DESKTOP, renderInApp } from './harness';

const SIX = ['前端', '后端', '随笔', '工具', '音乐', '读书'].map((name, i) => ({ id: i + 1, name, count: i + 1 }));

afterEach(() => document.documentElement.classList.remove('dark'));

// the cloud on its own, as a direct load of /category or /tag renders it: its styles come with it
it('the category cloud is styled on a direct load: no list bullets, the heading inside the card padding', async () => {
  await renderInApp(<TaxonomyCloud type="category" entries={[{ id: 1, name: '前端', count: 4 }]} isPending={false} heading="分类" />, { path: '/category', size: DESKTOP });
  const list = (await screen.findByRole('list')) as HTMLElement;
  expect(getComputedStyle(list).listStyleType).toBe('none');
  const card = screen.getByRole('region', { name: '分类' }).getBoundingClientRect();
  const heading = screen.getByRole('heading', { name: /分类/ }).getBoundingClientRect();
  expect(heading.left - card.left).toBeGreaterThan(8);
});

// each of the six chip colours, its name and its count, in both themes
it.each(['light', 'dark'])('every chip reads at 4.5:1 or more in the %s theme (axe color-contrast)', async (theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  const { container } = await renderInApp(<TaxonomyCloud type="tag" entries={SIX} isPending={false} heading="标签" />, { path: '/tag' });
  await screen.findAllByRole('listitem');
  const result = await axe.run(container, { runOnly: ['color-contrast'] });
  expect(result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
  expect(result.passes.flatMap((v) => v.nodes).length).toBeGreaterThanOrEqual(12);
});
