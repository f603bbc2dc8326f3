// @vitest-environment jsdom
/**
 * web/src/lib/query: the app's own cache in React Query's place (issue 32).
 * Each test pins one behaviour the app relies on; taking it out of the
 * library fails the test.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@/lib/query';
import { useInfiniteQuery } from '@/lib/query/use-infinite-query';
import { useMutation } from '@/lib/query/use-mutation';
import { GC_TIME } from '@/lib/query/query';

/** A queryFn whose answers the test releases one by one: `next(value)` answers the oldest call, `fail(error)` rejects it. */
function deferred<T>() {
  const waiting: { resolve: (v: T) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const fn = vi.fn(({ signal }: { signal: AbortSignal }) => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject, signal })));
  return {
    fn,
    calls: () => fn.mock.calls.length,
    signal: (i: number) => waiting[i]!.signal,
    next: async (value: T) => act(async () => waiting.shift()!.resolve(value)),
    fail: async (error: unknown) => act(async () => waiting.shift()!.reject(error)),
  };
}

const newClient = (staleTime?: number) => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime } } });

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.useRealTimers());

describe('useQuery', () => {
  it('shares one request among everyone asking for a key, and is loading from the first render', async () => {
    const answer = deferred<string>();
    const seen: boolean[] = [];
    function Reader({ id }: { id: string }) {
      const { data, isLoading } = useQuery({ queryKey: ['config', { b: 2, a: 1 }], queryFn: answer.fn });
      seen.push(isLoading);
      return <p data-testid={id}>{data ?? '…'}</p>;
    }
    function Other() {
      // the same key with its object's fields in another order
      const { data } = useQuery({ queryKey: ['config', { a: 1, b: 2 }], queryFn: answer.fn });
      return <p data-testid="other">{data ?? '…'}</p>;
    }
    render(
      <QueryClientProvider client={newClient()}>
        <Reader id="one" />
        <Reader id="two" />
        <Other />
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(true);
    expect(answer.calls()).toBe(1);
    await answer.next('小站');
    expect(screen.getByTestId('one').textContent).toBe('小站');
    expect(screen.getByTestId('two').textContent).toBe('小站');
    expect(screen.getByTestId('other').textContent).toBe('小站');
    expect(answer.calls()).toBe(1);
  });

  it('never fetches while disabled, and fetches once enabled', async () => {
    const answer = deferred<string[]>();
    const { result, rerender } = renderHook(({ word }) => useQuery({ queryKey: ['search', word], queryFn: answer.fn, enabled: word !== '' }), {
      wrapper: wrapperOf(newClient()),
      initialProps: { word: '' },
    });
    expect(result.current).toMatchObject({ isPending: true, isLoading: false, isFetching: false });
    expect(answer.calls()).toBe(0);
    rerender({ word: '缓存' });
    expect(result.current.isLoading).toBe(true);
    expect(answer.calls()).toBe(1);
    await answer.next(['文章']);
    expect(result.current).toMatchObject({ status: 'success', data: ['文章'] });
  });

  it('a fresh answer is not fetched again when another component mounts; a stale one is (staleTime, default 0)', async () => {
    const client = newClient();
    const fresh = deferred<number>();
    const stale = deferred<number>();
    const Both = () => {
      useQuery({ queryKey: ['fresh'], queryFn: fresh.fn, staleTime: 60_000 });
      useQuery({ queryKey: ['stale'], queryFn: stale.fn });
      return null;
    };
    const first = render(<Both />, { wrapper: wrapperOf(client) });
    await fresh.next(1);
    await stale.next(1);
    render(<Both />, { wrapper: wrapperOf(client) });
    expect(fresh.calls()).toBe(1);
    expect(stale.calls()).toBe(2);
    first.unmount();
  });

  it('initial data is the first render; with initialDataUpdatedAt 0 it is fetched again in the background', async () => {
    const client = newClient();
    const article = deferred<string>();
    const config = deferred<string>();
    const seedArticle = vi.fn(() => '启动数据');
    const { result } = renderHook(
      () => ({
        article: useQuery({ queryKey: ['article', 1], queryFn: article.fn, initialData: seedArticle, initialDataUpdatedAt: 0, staleTime: 30_000 }),
        config: useQuery({ queryKey: ['config'], queryFn: config.fn, initialData: () => '配置', staleTime: 300_000 }),
      }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.article).toMatchObject({ status: 'success', data: '启动数据', isFetching: true });
    expect(result.current.config).toMatchObject({ status: 'success', data: '配置', isFetching: false });
    expect(article.calls()).toBe(1);
    expect(config.calls()).toBe(0);
    await article.next('计数后的文章');
    expect(result.current.article.data).toBe('计数后的文章');
    // read once, when the entry was made: boot data is handed out once
    expect(seedArticle).toHaveBeenCalledTimes(1);
  });

  it("keepPreviousData: a new key shows the previous key's data, marked, until its own comes", async () => {
    const pages = deferred<string>();
    const { result, rerender } = renderHook(({ page }) => useQuery({ queryKey: ['home', page], queryFn: pages.fn, placeholderData: keepPreviousData }), {
      wrapper: wrapperOf(newClient()),
      initialProps: { page: 1 },
    });
    expect(result.current).toMatchObject({ isPending: true, data: undefined });
    await pages.next('第一页');
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ status: 'success', data: '第一页', isPlaceholderData: true, isFetching: true });
    await pages.next('第二页');
    expect(result.current).toMatchObject({ data: '第二页', isPlaceholderData: false });
  });

  it('a failed fetch is status error with the error kept; refetch() fetches again and resolves', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useQuery({ queryKey: ['talk', 3], queryFn: answer.fn }), { wrapper: wrapperOf(newClient()) });
    await answer.fail(new Error('说说不存在'));
    expect(result.current).toMatchObject({ status: 'error', isError: true, isPending: false });
    expect(result.current.error?.message).toBe('说说不存在');
    expect(answer.calls()).toBe(1); // no retry
    let done = false;
    act(() => void result.current.refetch().then(() => (done = true)));
    expect(result.current.isPending).toBe(true);
    await answer.next('找到了');
    expect(done).toBe(true);
    expect(result.current).toMatchObject({ status: 'success', data: '找到了', error: null });
  });

  it('an answer deep-equal to the one held keeps its identity', async () => {
    const client = newClient();
    const answer = deferred<{ list: { id: number }[] }>();
    const { result } = renderHook(() => useQuery({ queryKey: ['admin', 'config'], queryFn: answer.fn }), { wrapper: wrapperOf(client) });
    await answer.next({ list: [{ id: 1 }, { id: 2 }] });
    const before = result.current.data;
    act(() => void result.current.refetch());
    await answer.next({ list: [{ id: 1 }, { id: 2 }] });
    expect(result.current.data).toBe(before);
    act(() => void result.current.refetch());
    await answer.next({ list: [{ id: 1 }, { id: 3 }] });
    expect(result.current.data).not.toBe(before);
    expect(result.current.data!.list[0]).toBe(before!.list[0]);
  });

  it('the request is aborted and the entry put back when its last observer leaves', async () => {
    const client = newClient();
    const answer = deferred<string>();
    const { result, unmount } = renderHook(() => useQuery({ queryKey: ['search', '缓'], queryFn: answer.fn }), { wrapper: wrapperOf(client) });
    expect(result.current.isLoading).toBe(true);
    unmount();
    expect(answer.signal(0).aborted).toBe(true);
    expect(client.build(['search', '缓']).state).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('StrictMode: mounted twice, the page still gets its answer', async () => {
    const answer = vi.fn(async () => '答案');
    function Reader() {
      const { data } = useQuery({ queryKey: ['strict'], queryFn: answer });
      return <p>{data ?? '…'}</p>;
    }
    render(
      <StrictMode>
        <QueryClientProvider client={newClient()}>
          <Reader />
        </QueryClientProvider>
      </StrictMode>,
    );
    await screen.findByText('答案');
  });

  it('an entry nobody watches is dropped GC_TIME (5 min) after its last observer left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = newClient(Infinity);
    const answer = vi.fn(async () => '相册');
    const mount = () => renderHook(() => useQuery({ queryKey: ['albums'], queryFn: answer }), { wrapper: wrapperOf(client) });
    const first = mount();
    await act(async () => {});
    expect(first.result.current.data).toBe('相册');
    first.unmount();
    await act(async () => vi.advanceTimersByTime(GC_TIME - 1000));
    mount().unmount(); // still cached: staleTime Infinity, no fetch
    expect(answer).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(GC_TIME + 1000));
    const again = mount();
    expect(again.result.current.isPending).toBe(true);
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('coming back online fetches again what is shown and stale', async () => {
    const answer = vi.fn(async () => 'ok');
    renderHook(() => [useQuery({ queryKey: ['sidebar'], queryFn: answer }), useQuery({ queryKey: ['config'], queryFn: answer, staleTime: 60_000 })], {
      wrapper: wrapperOf(newClient()),
    });
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(answer).toHaveBeenCalledTimes(3);
  });
});

describe('QueryClient', () => {
  it('invalidateQueries: every entry under the prefix is stale; those shown fetch at once, the others when shown again', async () => {
    const client = newClient(Infinity);
    const fns = { list: vi.fn(async () => 'list'), dict: vi.fn(async () => 'dict'), hidden: vi.fn(async () => 'hidden'), other: vi.fn(async () => 'other') };
    const hidden = renderHook(() => useQuery({ queryKey: ['admin', 'hidden'], queryFn: fns.hidden }), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(hidden.result.current.isSuccess).toBe(true));
    hidden.unmount();
    renderHook(
      () => [
        useQuery({ queryKey: ['admin', 'articles', { current: 1 }], queryFn: fns.list }),
        useQuery({ queryKey: ['admin', 'dict'], queryFn: fns.dict }),
        useQuery({ queryKey: ['articles', 'home', 1], queryFn: fns.other }),
      ],
      { wrapper: wrapperOf(client) },
    );
    await waitFor(() => expect(fns.other).toHaveBeenCalledTimes(1));
    await act(() => client.invalidateQueries({ queryKey: ['admin'] }));
    expect([fns.list, fns.dict, fns.hidden, fns.other].map((f) => f.mock.calls.length)).toEqual([2, 2, 1, 1]);
    renderHook(() => useQuery({ queryKey: ['admin', 'hidden'], queryFn: fns.hidden }), { wrapper: wrapperOf(client) });
    expect(fns.hidden).toHaveBeenCalledTimes(2);
  });

  it('setQueryData: everyone showing the key sees the new data; an updater gets the old, undefined changes nothing', async () => {
    const client = newClient(Infinity);
    client.setQueryData(['admin', 'security'], { hold: 'off', rules: 1 });
    function Reader() {
      const { data } = useQuery({ queryKey: ['admin', 'security'], queryFn: async () => ({ hold: 'server', rules: 0 }) });
      return <p>{data?.hold}</p>;
    }
    render(<Reader />, { wrapper: wrapperOf(client) });
    screen.getByText('off');
    act(() => client.setQueryData<{ hold: string; rules: number }>(['admin', 'security'], (old) => (old ? { ...old, hold: 'young' } : old)));
    screen.getByText('young');
    act(() => client.setQueryData(['admin', 'missing'], (old: unknown) => old));
    expect(client.build(['admin', 'missing']).state.status).toBe('pending');
  });
});

describe('useInfiniteQuery', () => {
  it('reads page after page, says whether more remain, and a refetch reads the pages it holds again', async () => {
    const client = newClient();
    const pages = deferred<{ list: number[]; total: number }>();
    const { result } = renderHook(
      () =>
        useInfiniteQuery({
          queryKey: ['talks', 'visitor'],
          queryFn: ({ pageParam, signal }) => pages.fn({ signal }).then((p) => ({ ...p, page: pageParam })),
          initialPageParam: 1,
          getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.list.length, 0) < last.total ? all.length + 1 : undefined),
        }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.isPending).toBe(true);
    await pages.next({ list: [1, 2], total: 3 });
    expect(result.current.hasNextPage).toBe(true);
    act(() => void result.current.fetchNextPage());
    expect(result.current.isFetchingNextPage).toBe(true);
    await pages.next({ list: [3], total: 3 });
    expect(result.current.data?.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(result.current.data?.pageParams).toEqual([1, 2]);
    expect(result.current).toMatchObject({ hasNextPage: false, isFetchingNextPage: false });
    let refetched!: Promise<void>;
    act(() => void (refetched = client.invalidateQueries({ queryKey: ['talks'] })));
    expect(result.current).toMatchObject({ isFetching: true, isFetchingNextPage: false });
    await pages.next({ list: [1, 2], total: 4 });
    await pages.next({ list: [3], total: 4 });
    await act(() => refetched);
    expect(pages.calls()).toBe(4);
    expect(result.current.data?.pages.flatMap((p) => p.list)).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(true);
  });
});

describe('useMutation', () => {
  it('runs the write, awaits onSuccess or onError, and says when it is pending', async () => {
    const events: string[] = [];
    const { result } = renderHook(
      () => {
        const client = useQueryClient();
        const [n] = useState(0);
        return useMutation({
          mutationFn: async ({ ok }: { ok: boolean }) => {
            if (!ok) throw new Error('保存失败');
            return n + 1;
          },
          onSuccess: (value, variables) => void events.push(`成功 ${value} ${variables.ok} ${client instanceof QueryClient}`),
          onError: (error) => void events.push(`失败 ${(error as Error).message}`),
        });
      },
      { wrapper: wrapperOf(newClient()) },
    );
    expect(result.current.isPending).toBe(false);
    let running!: Promise<number>;
    act(() => void (running = result.current.mutateAsync({ ok: true })));
    expect(result.current.isPending).toBe(true);
    let value: number | undefined;
    await act(async () => void (value = await running));
    expect(value).toBe(1);
    expect(result.current.isPending).toBe(false);
    await act(async () => {
      await expect(result.current.mutateAsync({ ok: false })).rejects.toThrow('保存失败');
    });
    expect(events).toEqual(['成功 1 true true', '失败 保存失败']);
    expect(result.current.isPending).toBe(false);
  });
});
