// @vitest-environment jsdom
/** The home list's page number lives in the URL (features/blog/hooks/use-url-page.ts). */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { pageFromSearch, useUrlPage } from '@/features/blog/hooks/use-url-page';

/** The hook inside a memory router, with the router's navigate and location at hand. */
function setup(start: string) {
  let nav: ReturnType<typeof useNavigate> | undefined;
  const useProbe = () => {
    nav = useNavigate();
    return { page: useUrlPage(), location: useLocation() };
  };
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>;
  const hook = renderHook(useProbe, { wrapper });
  return { hook, nav: () => nav! };
}

describe('home page number in the URL', () => {
  it('reads ?page=N, and anything odd is page 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    for (const s of ['', '?page=0', '?page=-2', '?page=1.5', '?page=abc']) expect(pageFromSearch(s)).toBe(1);
  });

  it('starts on the page the URL names (a reload stays there)', () => {
    const { hook } = setup('/home?page=2');
    expect(hook.result.current.page[0]).toBe(2);
  });

  it('pushes pages into history, so back and forward step through them', async () => {
    const { hook, nav } = setup('/home');
    expect(hook.result.current.page[0]).toBe(1);
    act(() => hook.result.current.page[1](2));
    expect(hook.result.current.location.search).toBe('?page=2');
    act(() => hook.result.current.page[1](3));
    expect(hook.result.current.page[0]).toBe(3);
    await act(async () => void (await nav()(-1)));
    expect(hook.result.current.page[0]).toBe(2);
    await act(async () => void (await nav()(1)));
    expect(hook.result.current.page[0]).toBe(3);
    act(() => hook.result.current.page[1](1));
    expect(hook.result.current.location.search).toBe('');
  });

  it('keeps its page while kept alive under another page', async () => {
    const { hook, nav } = setup('/home?page=2');
    await act(async () => void (await nav()('/article?id=9&page=5')));
    expect(hook.result.current.page[0]).toBe(2);
  });
});
