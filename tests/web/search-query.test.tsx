// @vitest-environment jsdom
/** The search box's states (features/search/hooks/use-search-query.ts): never a stale answer under a new word. */
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchQuery } from '@/features/search/hooks/use-search-query';
import { json, stubFetch } from './helpers';

const hit = (id: number) => ({ id, article_title: `文章${id}`, article_content: '', snippet: '', title_html: `文章${id}` });

/** The API answers "缓存" with one hit and anything else with none; a word can be held back. */
function server(held = new Set<string>()) {
  const release = new Map<string, () => void>();
  const calls = stubFetch(async (url) => {
    const word = decodeURIComponent(url.split('/').pop() ?? '');
    if (held.has(word)) await new Promise<void>((r) => release.set(word, r));
    return json({ code: 0, message: 'ok', result: word === '缓存' ? [hit(1)] : [] });
  });
  return { calls, release: (word: string) => release.get(word)?.() };
}

function setup(delay: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSearchQuery(delay), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useSearchQuery', () => {
  it('is idle while empty and loading while the debounce runs', async () => {
    const { calls } = server();
    const { result } = setup(40);
    expect(result.current.state).toBe('idle');
    act(() => result.current.setKeyword('缓存'));
    expect(result.current.state).toBe('loading');
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(result.current.hits.map((h) => h.id)).toEqual([1]);
  });

  it("never shows the previous word's empty answer under a new word", async () => {
    const { release } = server(new Set(['缓存']));
    const { result } = setup(20);
    act(() => result.current.setKeyword('没有的词'));
    await waitFor(() => expect(result.current.state).toBe('none'));
    act(() => result.current.setKeyword('缓存'));
    // debounce running, then the request held: still loading, never "none" for the old word
    expect(result.current.state).toBe('loading');
    await new Promise((r) => setTimeout(r, 60));
    expect(result.current.state).toBe('loading');
    expect(result.current.hits).toEqual([]);
    act(() => release('缓存'));
    await waitFor(() => expect(result.current.state).toBe('found'));
  });

  it('does not show old hits under a new word either', async () => {
    server();
    const { result } = setup(20);
    act(() => result.current.setKeyword('缓存'));
    await waitFor(() => expect(result.current.state).toBe('found'));
    act(() => result.current.setKeyword('缓存策略'));
    expect(result.current.state).toBe('loading');
    expect(result.current.hits).toEqual([]);
    await waitFor(() => expect(result.current.state).toBe('none'));
  });

  it('searches at once on Enter (submit) instead of after the debounce', async () => {
    const { calls } = server();
    const { result } = setup(60_000);
    act(() => result.current.setKeyword('缓存'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(calls.map((c) => c.url)).toEqual([`/api/article/getArticleListByContent/${encodeURIComponent('缓存')}`]);
  });
});
