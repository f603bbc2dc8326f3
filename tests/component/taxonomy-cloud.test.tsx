import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TaxonomyCloud } from '@/features/blog/components/taxonomy-cloud';
import { DESKTOP, renderInApp } from './harness';

// the cloud on its own, as a direct load of /category or /tag renders it: its styles come with it
it('the category cloud is styled on a direct load: no list bullets, the heading inside the card padding', async () => {
  await renderInApp(<TaxonomyCloud type="category" entries={[{ id: 1, name: '前端', count: 4 }]} isPending={false} heading="分类" />, { path: '/category', size: DESKTOP });
  const list = (await screen.findByRole('list')) as HTMLElement;
  expect(getComputedStyle(list).listStyleType).toBe('none');
  const card = screen.getByRole('region', { name: '分类' }).getBoundingClientRect();
  const heading = screen.getByRole('heading', { name: /分类/ }).getBoundingClientRect();
  expect(heading.left - card.left).toBeGreaterThan(8);
});
