import type { QueryKey } from './key';
import type { Fetcher } from './query';
import { useEntry } from './use-entry';
import { resultOf, type QueryResult } from './use-query';

interface InfiniteData<TPage, TParam> {
  pages: TPage[];
  pageParams: TParam[];
}

interface InfiniteQueryOptions<TPage, TParam> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal; queryKey: QueryKey; pageParam: TParam }) => Promise<TPage>;
  initialPageParam: TParam;
  /** the page after `lastPage`, or undefined/null when the list is whole */
  getNextPageParam: (lastPage: TPage, allPages: TPage[]) => TParam | undefined | null;
  enabled?: boolean;
  staleTime?: number;
}

type InfiniteQueryResult<TPage, TParam> = QueryResult<InfiniteData<TPage, TParam>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<void>;
};

/**
 * A list read page by page into one entry (React Query's useInfiniteQuery):
 * fetchNextPage adds a page; a refetch (stale on mount, invalidated, back
 * online) reads again as many pages as the list holds, from the first, so the
 * reader's place stays.
 */
export function useInfiniteQuery<TPage, TParam>(options: InfiniteQueryOptions<TPage, TParam>): InfiniteQueryResult<TPage, TParam> {
  const { queryKey, queryFn, initialPageParam, getNextPageParam, ...rest } = options;
  const nextParam = ({ pages }: InfiniteData<TPage, TParam>) => (pages.length ? getNextPageParam(pages[pages.length - 1]!, pages) : initialPageParam);

  const fetcher: Fetcher<InfiniteData<TPage, TParam>> = async (context) => {
    const page = (pageParam: TParam) =>
      queryFn({
        get signal() {
          return context.signal;
        },
        queryKey,
        pageParam,
      });
    const held = context.data;
    if (context.next && held) {
      const param = nextParam(held);
      return param == null ? held : { pages: [...held.pages, await page(param)], pageParams: [...held.pageParams, param] };
    }
    const read: InfiniteData<TPage, TParam> = { pages: [], pageParams: [] };
    for (let i = 0; i < Math.max(held?.pages.length ?? 0, 1); i++) {
      const param = i === 0 ? (held?.pageParams[0] ?? initialPageParam) : nextParam(read);
      if (param == null) break;
      read.pages.push(await page(param));
      read.pageParams.push(param);
    }
    return read;
  };

  const { query, state, observer } = useEntry(queryKey, rest, fetcher);
  const fetching = state.fetchStatus === 'fetching';
  return {
    ...(resultOf(state, state.data, false, () => query.fetch(observer.fetcher, { cancelRefetch: true })) as QueryResult<InfiniteData<TPage, TParam>>),
    hasNextPage: state.data ? nextParam(state.data) != null : false,
    isFetchingNextPage: fetching && state.fetchingNext,
    fetchNextPage: () => query.fetch(observer.fetcher, { next: true, cancelRefetch: true }),
  };
}
