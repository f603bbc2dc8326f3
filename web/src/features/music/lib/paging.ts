/**
 * Offset paging of spec §4: the offset starts at 0 and grows by the limit on
 * each load; an empty page ends it (loadMore false). Songs: 30, search: 20.
 */
export const SONG_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;

export interface Pager<T> {
  items: T[];
  offset: number;
  limit: number;
  loadMore: boolean;
}

export function firstPager<T>(limit: number): Pager<T> {
  return { items: [], offset: 0, limit, loadMore: true };
}

/** The state after a page came back for the request made at `pager.offset`. */
export function applyPage<T>(pager: Pager<T>, page: T[]): Pager<T> {
  if (!page.length) return { ...pager, loadMore: false };
  return { ...pager, items: [...pager.items, ...page], offset: pager.offset + pager.limit };
}
