// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { useAppBootstrap } from '@/app/use-app-bootstrap';
import { reportReadingDuration } from '@/features/article/api/article-api';
import { useSession } from '@/lib/session-store';
import { refreshUnread } from '@/features/notify/api/refresh-unread';
import { json, stubFetch } from './helpers';

/** Every request the visitor did not ask for: refused or failing, none of them may show a notice. */
const flood = () => stubFetch(() => json({ code: '429', message: '访问网站过于频繁 请稍后再试' }, 429));

beforeEach(() => {
  useToasts.getState().clear();
  useSession.setState({ token: 'tok', userInfo: { id: 7, role: 2, nick_name: '测试', qq: '', avatar: '', ipAddress: '' }, showLogin: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('background requests never show a notice', () => {
  it('the view counter and the banner list on app load', async () => {
    const calls = flood();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderHook(() => useAppBootstrap(), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    await waitFor(() => expect(calls.map((c) => c.url).sort()).toEqual(['/api/config/addView', '/api/pageHeader/getAll']));
    await new Promise((r) => setTimeout(r, 20));
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('the reading-time report', async () => {
    const calls = stubFetch(() => json({ message: '服务端错误' }, 500));
    reportReadingDuration(3, 5000);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('the unread-notification poll, even with an expired token', async () => {
    const calls = stubFetch(() => json({ code: '100016', message: 'token已过期' }, 401));
    await refreshUnread(7);
    expect(calls).toHaveLength(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
    expect(useSession.getState().showLogin).toBe(false);
  });
});
