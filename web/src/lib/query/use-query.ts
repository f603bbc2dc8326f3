import type { QueryKey } from './key';
import type { QueryState } from './query';
import type { InitialDataOptions } from './query-client';
import { useEntry } from './use-entry';

interface QueryResultBase {
  /** a fetch is running (the first or a background one) */
  isFetching: boolean;
  /** no data yet and fetching */
  isLoading: boolean;
  /** `data` is the previous key's, shown while this key's first answer comes (placeholderData) */
  isPlaceholderData: boolean;
  /** fetches again now (a fetch in flight is dropped for it when there is data) */
  refetch: () => Promise<void>;
}

/** React Query's result, narrowed by status: past `isPending` and `isError` checks, `data` is there. */
export type QueryResult<T> = Readonly<
  QueryResultBase &
    (
      | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
      | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: T | undefined; error: Error }
      | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T; error: null }
    )
>;

export interface QueryOptions<T> extends InitialDataOptions<T> {
  queryKey: QueryKey;
  /** `signal` aborts the request when nobody shows its answer any more */
  queryFn: (context: { signal: AbortSignal; queryKey: QueryKey }) => T | Promise<T>;
  /** false: never fetches (the entry shows what it has) */
  enabled?: boolean;
  /** ms an answer stays fresh: a component mounting within it does not fetch again (the client's default otherwise, 0) */
  staleTime?: number;
  /** what to show while the key has no data yet: keepPreviousData shows the previous key's */
  placeholderData?: NoInfer<T> | ((previous: NoInfer<T> | undefined) => NoInfer<T> | undefined);
}

/** placeholderData that keeps the previous key's data on screen while the new key loads (a list's next page). */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

/** What a result says about `state`, with `data` in its place (the placeholder's when `placeholder`). */
export function resultOf<T>(state: QueryState<T>, data: T | undefined, placeholder: boolean, refetch: () => Promise<void>) {
  const status = placeholder ? 'success' : state.status;
  const isFetching = state.fetchStatus === 'fetching';
  return {
    status,
    data,
    error: placeholder ? null : state.error,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching,
    isLoading: status === 'pending' && isFetching,
    isPlaceholderData: placeholder,
    refetch,
  };
}

/** One server answer by key, cached and shared with every component asking for the same key (React Query's useQuery). */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const { queryKey, queryFn, placeholderData, ...rest } = options;
  const { query, state, observer } = useEntry<T>(queryKey, rest, (context) =>
    Promise.resolve(
      queryFn({
        // a getter, so the entry knows whether the request can be aborted
        get signal() {
          return context.signal;
        },
        queryKey,
      }),
    ),
  );
  let data = state.data;
  let placeholder = false;
  if (state.status === 'pending' && placeholderData !== undefined) {
    data = typeof placeholderData === 'function' ? (placeholderData as (previous: T | undefined) => T | undefined)(observer.lastWithData?.state.data) : placeholderData;
    placeholder = data !== undefined;
  }
  const refetch = () => query.fetch(observer.fetcher, { cancelRefetch: true });
  return resultOf(state, data, placeholder, refetch) as QueryResult<T>;
}
