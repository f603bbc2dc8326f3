// @vitest-environment jsdom
/** The category and tag clouds (features/blog/components/taxonomy-cloud.tsx). */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { TaxonomyCloud, type CloudEntry } from '@/features/blog/components/taxonomy-cloud';

const cloud = (entries: CloudEntry[]) =>
  render(
    <MemoryRouter>
      <TaxonomyCloud type="category" entries={entries} isPending={false} heading="分类" />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the taxonomy cloud', () => {
  it('leaves out entries without a public article, and counts only those it shows', () => {
    cloud([
      { id: 1, name: '前端', count: 4 },
      { id: 2, name: '空分类', count: 0 },
      { id: 3, name: '随笔', count: 1 },
    ]);
    expect(screen.getAllByRole('link').map((a) => a.firstChild?.textContent)).toEqual(['前端', '随笔']);
    expect(screen.getByRole('heading', { name: /分类/ }).textContent).toBe('分类 2');
  });

  it('says so when no entry has an article', () => {
    cloud([{ id: 2, name: '空分类', count: 0 }]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    screen.getByText('还没有分类');
  });
});
