import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/features/blog/components/pagination';
import { parseListQuery } from '@/features/blog/components/article-list-page';
import { cloudScale } from '@/features/blog/components/taxonomy-cloud';
import { articleListHref } from '@/features/blog/lib/article-list-href';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});

describe('article list query', () => {
  it('round-trips what the clouds link to', () => {
    const href = articleListHref('tag', { id: 3, name: 'Rust & Go' });
    const params = new URL(href, 'http://x').searchParams;
    expect(parseListQuery(params)).toEqual({ type: 'tag', id: 3, name: 'Rust & Go' });
  });

  it('defaults to category and rejects a bad id', () => {
    expect(parseListQuery(new URLSearchParams('id=abc&type=weird'))).toEqual({ type: 'category', id: 0, name: '' });
    expect(parseListQuery(new URLSearchParams('id=-4')).id).toBe(0);
  });
});

describe('cloudScale', () => {
  it('spreads counts between 0.9 and 1.6 rem', () => {
    expect(cloudScale(1, 1, 6)).toBeCloseTo(0.9);
    expect(cloudScale(6, 1, 6)).toBeCloseTo(1.6);
    expect(cloudScale(3, 3, 3)).toBe(1.15);
  });
});
