import { hashKey, matchesPrefix, type QueryKey } from './key';
import { Query } from './query';

/**
 * What every query takes unless it says otherwise. `retry` and
 * `refetchOnWindowFocus` are accepted as the app and its tests write them
 * (React Query's names), and are what this cache always does: a failed fetch
 * is not repeated (the api client already sends a failed read again and shows
 * one notice) and a tab coming back to the front refetches nothing.
 */
interface QueryDefaults {
  staleTime?: number;
  retry?: false;
  refetchOnWindowFocus?: false;
}

/** An entry's first data, as useQuery takes it: a value or a function read once when the entry is made (boot data: lib/boot-data.ts). */
export interface InitialDataOptions<T> {
  initialData?: T | (() => T | undefined);
  /** when that data was answered; 0 makes it stale at once (the article, whose fetch counts the read) */
  initialDataUpdatedAt?: number;
}

/**
 * The app's cache of server answers, one entry per key (React Query's
 * QueryClient, the part the app uses). Hooks reach it through
 * QueryClientProvider; writes reach it through useQueryClient().
 */
export class QueryClient {
  readonly #queries = new Map<string, Query<unknown>>();
  /** how long an answer is fresh when a query does not say (0: a new observer refetches at once) */
  readonly staleTime: number;

  constructor({ defaultOptions }: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.staleTime = defaultOptions?.queries?.staleTime ?? 0;
  }

  /** The entry for `key`, made now if there is none, from `seed`'s initial data when it gives some. */
  build<T>(key: QueryKey, seed?: InitialDataOptions<T>): Query<T> {
    const hash = hashKey(key);
    const known = this.#queries.get(hash) as Query<T> | undefined;
    if (known) return known;
    const initial = typeof seed?.initialData === 'function' ? (seed.initialData as () => T | undefined)() : seed?.initialData;
    const query: Query<T> = new Query<T>(
      key,
      () => this.#queries.get(hash) === query && this.#queries.delete(hash),
      initial === undefined ? undefined : { data: initial, updatedAt: seed?.initialDataUpdatedAt ?? Date.now() },
    );
    this.#queries.set(hash, query as Query<unknown>);
    return query;
  }

  /** Puts an answer into the cache (a write's result), telling everyone who shows it; an updater returning undefined changes nothing. */
  setQueryData<T>(key: QueryKey, updater: T | undefined | ((old: T | undefined) => T | undefined)): void {
    const known = this.#queries.get(hashKey(key)) as Query<T> | undefined;
    const data = typeof updater === 'function' ? (updater as (old: T | undefined) => T | undefined)(known?.state.data) : updater;
    if (data !== undefined) (known ?? this.build<T>(key)).setData(data);
  }

  /**
   * Marks every entry under `queryKey` (a prefix: `['admin']` is the whole
   * console) stale, and fetches again those someone shows, kept-alive pages
   * included; the others fetch when next shown. Resolves when those are back.
   */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const matching = [...this.#queries.values()].filter((query) => matchesPrefix(query.key, queryKey));
    for (const query of matching) query.invalidate();
    await Promise.all(
      matching.map((query) => {
        const observer = query.activeObserver();
        return observer && query.fetch(observer.fetcher, { cancelRefetch: true });
      }),
    );
  }

  /**
   * While a provider holds the client: back online, what is shown and stale
   * fetches again (React Query's refetchOnReconnect), so a list that failed
   * offline fills in by itself.
   */
  mount(): () => void {
    const refetchStale = () => {
      for (const query of this.#queries.values()) {
        const observer = query.activeObserver(true);
        if (observer) void query.fetch(observer.fetcher);
      }
    };
    window.addEventListener('online', refetchStale);
    return () => window.removeEventListener('online', refetchStale);
  }
}
