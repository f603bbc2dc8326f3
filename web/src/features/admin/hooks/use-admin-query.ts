/** List state for console tables: filters + page in state, data from the query cache (lib/query), writes that refresh it. */
import { keepPreviousData, useQuery, useQueryClient } from '@/lib/query';
import { useMutation } from '@/lib/query/use-mutation';
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import type { Page } from '@contract/envelope';
import { adminApi } from '../api/admin-api';

export function usePagedList<T, F extends Record<string, unknown>>(key: string, path: string, initial: F, size = 10) {
  const [filters, setFilters] = useState<F>(initial);
  const [current, setCurrent] = useState(1);
  const query = useQuery({
    queryKey: ['admin', key, filters, current, size],
    queryFn: () => adminApi.page<T>(path, { ...filters, current, size }),
    placeholderData: keepPreviousData,
  });
  const page: Page<T> = query.data ?? { current, size, total: 0, list: [] };
  return {
    ...query,
    page,
    current,
    size,
    setCurrent,
    filters,
    setFilters: (next: F) => {
      setFilters(next);
      setCurrent(1);
    },
  };
}

/** What to say when a write succeeds: fixed words, or words taken from its result. */
type Done = string | ((result: unknown) => string);

/** Runs a write, toasts its outcome and refreshes every console list. */
export function useAdminAction() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ run }: { run: () => Promise<unknown>; done: Done }) => run(),
    onSuccess: (result, { done }) => {
      toast.success(typeof done === 'string' ? done : done(result));
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : '操作失败'),
  });
  return {
    busy: mutation.isPending,
    run: <R>(run: () => Promise<R>, done: string | ((result: R) => string)) =>
      mutation.mutateAsync({ run, done: done as Done }).then(() => true, () => false),
  };
}
