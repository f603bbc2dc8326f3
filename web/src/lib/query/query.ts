import { replaceEqualDeep, type QueryKey } from './key';

export interface QueryState<T> {
  data: T | undefined;
  /** when `data` was answered (ms); 0 for boot data said to be stale from the start */
  dataUpdatedAt: number;
  error: Error | null;
  /** pending: no answer yet; error: the last fetch failed (any earlier `data` stays) */
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'idle' | 'fetching';
  /** the running fetch adds an infinite list's next page */
  fetchingNext: boolean;
  /** said stale by invalidateQueries or a failed fetch, however fresh by time */
  isInvalidated: boolean;
}

/** What a fetch gets: the signal aborts it when nobody needs the answer any more; `next` asks an infinite list for its next page. */
export interface FetchContext<T> {
  readonly signal: AbortSignal;
  next: boolean;
  /** the entry's data when the fetch began */
  data: T | undefined;
}

export type Fetcher<T> = (context: FetchContext<T>) => Promise<T>;

/** A mounted useQuery/useInfiniteQuery on an entry, with its latest options (a refetch someone else starts uses them). */
export interface Observer<T> {
  enabled: boolean;
  staleTime: number;
  fetcher: Fetcher<T>;
}

interface Run<T> {
  controller: AbortController;
  /** whether the fetch took the signal: only then can it be aborted with nobody left to use its answer */
  tookSignal: boolean;
  /** the state before the fetch, restored when it is aborted that way */
  before: QueryState<T>;
  promise: Promise<void>;
}

export const GC_TIME = 5 * 60_000;

/**
 * One cache entry: its state, the one fetch in flight (everyone asking meanwhile
 * shares it), its observers, and a timer that drops it when nobody has watched
 * it for GC_TIME. Components read `state` through useSyncExternalStore
 * (`subscribe`/`getState`); each change is a new state object.
 */
export class Query<T> {
  state: QueryState<T>;
  readonly #observers = new Set<Observer<T>>();
  readonly #listeners = new Set<() => void>();
  #run: Run<T> | undefined;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;
  /** takes the entry out of the cache (QueryClient) */
  readonly #drop: () => void;

  readonly key: QueryKey;

  constructor(key: QueryKey, drop: () => void, initial?: { data: T; updatedAt: number }) {
    this.key = key;
    this.#drop = drop;
    this.state = initial
      ? { data: initial.data, dataUpdatedAt: initial.updatedAt, error: null, status: 'success', fetchStatus: 'idle', fetchingNext: false, isInvalidated: false }
      : { data: undefined, dataUpdatedAt: 0, error: null, status: 'pending', fetchStatus: 'idle', fetchingNext: false, isInvalidated: false };
    // an entry built for a render that never commits, or filled by setQueryData, goes too
    this.#scheduleGc();
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  getState = () => this.state;

  #set(patch: Partial<QueryState<T>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.#listeners]) listener();
  }

  /** Stale: no data yet, invalidated, or answered `staleTime` ms ago or more. */
  isStale(staleTime: number): boolean {
    return this.state.data === undefined || this.state.isInvalidated || this.state.dataUpdatedAt + staleTime <= Date.now();
  }

  /** An answer, from a fetch or setQueryData; parts equal to the current data keep their identity. */
  setData(data: T) {
    this.#set(this.#answered(data));
  }

  #answered(data: T): Partial<QueryState<T>> {
    return { data: replaceEqualDeep(this.state.data, data), dataUpdatedAt: Date.now(), error: null, status: 'success', isInvalidated: false };
  }

  invalidate() {
    if (!this.state.isInvalidated) this.#set({ isInvalidated: true });
  }

  /**
   * Fetches, or joins the fetch in flight. `cancelRefetch` (a refetch asked for,
   * an invalidation, the next page) drops a fetch in flight for one started now
   * when there is data already: what it would bring may be older than the write
   * that asked. Resolves when the entry has its answer or error, never rejects.
   */
  fetch(fetcher: Fetcher<T>, { next = false, cancelRefetch = false } = {}): Promise<void> {
    const running = this.#run;
    if (running) {
      if (!cancelRefetch || this.state.data === undefined) return running.promise;
      this.#run = undefined;
      running.controller.abort();
    }
    const run: Run<T> = { controller: new AbortController(), tookSignal: false, before: this.state, promise: Promise.resolve() };
    this.#run = run;
    const context: FetchContext<T> = {
      get signal() {
        run.tookSignal = true;
        return run.controller.signal;
      },
      next,
      data: this.state.data,
    };
    this.#set({ fetchStatus: 'fetching', fetchingNext: next, ...(this.state.data === undefined && { error: null, status: 'pending' as const }) });
    run.promise = this.#settle(run, fetcher, context);
    return run.promise;
  }

  async #settle(run: Run<T>, fetcher: Fetcher<T>, context: FetchContext<T>): Promise<void> {
    let outcome: { data: T } | { error: unknown };
    try {
      outcome = { data: await fetcher(context) };
    } catch (error) {
      outcome = { error };
    }
    // dropped for a newer fetch (whose end is this one's end for whoever waits) or aborted
    if (this.#run !== run) return this.#run?.promise;
    this.#run = undefined;
    const done = { fetchStatus: 'idle', fetchingNext: false } as const;
    if ('data' in outcome) this.#set({ ...this.#answered(outcome.data), ...done });
    else {
      const error = outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
      // the data it had stays, stale
      this.#set({ error, status: 'error', isInvalidated: true, ...done });
    }
    if (!this.#observers.size) this.#scheduleGc();
  }

  /** The first enabled observer that would fetch: `stale` asks for one whose staleTime says the data is stale. */
  activeObserver(stale = false): Observer<T> | undefined {
    return [...this.#observers].find((o) => o.enabled && (!stale || this.isStale(o.staleTime)));
  }

  /**
   * Adds a mounted hook; the returned function removes it. With the last one
   * gone, a fetch that took the signal is aborted and the entry goes back to
   * where it was before it (nobody is left to read the answer; a search typed
   * on drops the previous word's request), and the gc timer starts.
   */
  observe(observer: Observer<T>): () => void {
    this.#observers.add(observer);
    clearTimeout(this.#gcTimer);
    return () => {
      this.#observers.delete(observer);
      if (this.#observers.size) return;
      const run = this.#run;
      if (run?.tookSignal) {
        this.#run = undefined;
        run.controller.abort();
        this.#set({ ...run.before, fetchStatus: 'idle', fetchingNext: false });
      }
      this.#scheduleGc();
    };
  }

  #scheduleGc() {
    clearTimeout(this.#gcTimer);
    this.#gcTimer = setTimeout(() => {
      if (this.#observers.size) return;
      if (this.#run) this.#scheduleGc();
      else this.#drop();
    }, GC_TIME);
  }
}
