import { useEffect, useState, useSyncExternalStore } from 'react';
import type { QueryKey } from './key';
import { useQueryClient } from './provider';
import type { Fetcher, Observer, Query, QueryState } from './query';
import type { InitialDataOptions } from './query-client';

/** One mounted hook: its options as last committed, and what it showed then. */
interface HookObserver<T> extends Observer<T> {
  /** the entry it observed at its last commit (a different one now: the key changed) */
  query: Query<T> | undefined;
  /** the last entry it showed with data: keepPreviousData's "previous" */
  lastWithData: Query<T> | undefined;
}

/**
 * What useQuery and useInfiniteQuery share: the entry for `key` (made on first
 * use, from initial data), its state read through useSyncExternalStore, the
 * hook registered as an observer while mounted, and the fetch on mount, on a
 * new key, or once enabled, when the data is stale. The state returned is
 * already "fetching" in the render before that fetch starts (in an effect),
 * as React Query's optimistic result, so a page never draws one frame of
 * "not loading, no data".
 */
export function useEntry<T>(
  key: QueryKey,
  { enabled = true, staleTime: ownStaleTime, ...seed }: InitialDataOptions<T> & { enabled?: boolean; staleTime?: number },
  fetcher: Fetcher<T>,
) {
  const client = useQueryClient();
  const staleTime = ownStaleTime ?? client.staleTime;
  const query = client.build<T>(key, seed);
  const stored = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  const [observer] = useState<HookObserver<T>>(() => ({ enabled: false, staleTime, fetcher, query: undefined, lastWithData: undefined }));

  // after every commit, so a refetch started elsewhere (invalidateQueries, reconnect) runs this render's queryFn
  useEffect(() => {
    Object.assign(observer, { enabled, staleTime, fetcher, query });
    if (query.state.data !== undefined) observer.lastWithData = query;
  });
  useEffect(() => query.observe(observer), [query, observer]);
  useEffect(() => {
    if (enabled && query.isStale(staleTime)) void query.fetch(observer.fetcher);
  }, [query, enabled, staleTime, observer]);

  const fetchesNow = enabled && (observer.query !== query || !observer.enabled) && stored.fetchStatus === 'idle' && query.isStale(staleTime);
  const state: QueryState<T> = fetchesNow
    ? { ...stored, fetchStatus: 'fetching', ...(stored.data === undefined && { error: null, status: 'pending' as const }) }
    : stored;
  return { query, state, observer };
}
