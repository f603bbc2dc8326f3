/**
 * The app's server-state cache (issue 32: React Query was about 13 KB of every
 * first visit). React Query's names and behaviour for what the app uses, so
 * call sites import from here: one entry per key with one shared fetch,
 * staleTime and refetch on mount, initial data (the page's boot data),
 * keepPreviousData, invalidation by key prefix, setQueryData, pages of an
 * infinite list, a mutation's callbacks, and entries dropped 5 minutes after
 * their last observer. No retries and no refetch on window focus: the app
 * turned both off.
 *
 * useInfiniteQuery (use-infinite-query.ts) and useMutation (use-mutation.ts)
 * are imported from their own modules: everything this file reaches joins the
 * app shell's chunk (vite.config.ts), which every first visit loads, and only
 * /talk, /link/list and the console use those two.
 */
export { QueryClient } from './query-client';
export { QueryClientProvider, useQueryClient } from './provider';
export { keepPreviousData, useQuery } from './use-query';
