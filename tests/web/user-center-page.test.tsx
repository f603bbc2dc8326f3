// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { loadSignedInUserCenter, UserCenterPage } from '@/features/auth/components/user-center-page';
import { useSession } from '@/lib/session-store';
import { json, stubFetch } from './helpers';

const user = { id: 5, role: 2, nick_name: '阿杰', qq: '10001', avatar: '', ipAddress: '浙江' };

/** Inside the app's query client, as the app renders it (the passkey card asks through it). */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/userCenter']}>
        <Routes>
          <Route path="/userCenter" element={<UserCenterPage />} />
          <Route path="/home" element={<p>首页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// the signed-in page is a chunk of its own (a visitor never loads it); loaded here once, so a render never waits for it
beforeAll(() => loadSignedInUserCenter(), 30_000);
beforeEach(() => {
  localStorage.clear();
  useToasts.getState().clear();
  useSession.setState({ token: '', userInfo: null, showLogin: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserCenterPage', () => {
  it('asks anonymous visitors to log in', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(useSession.getState().showLogin).toBe(true);
  });

  it('shows the user and saves the profile, then refetches it', async () => {
    let current = user;
    const calls = stubFetch((url, init) => {
      if (url === '/api/user/updateOwnUserInfo') {
        current = { ...current, ...(JSON.parse(String(init.body)) as Partial<typeof user>) };
        return json({ code: 0, message: 'ok', result: true });
      }
      if (url === '/api/user/getUserInfoById/5') return json({ code: 0, message: 'ok', result: current });
      return json({}, 404);
    });
    useSession.setState({ token: 't', userInfo: user });
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: /阿杰/ }).textContent).toContain('阿杰');
    expect(screen.getByText('浙江')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('昵称', { selector: 'input' }), { target: { value: '新昵称' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(useSession.getState().userInfo?.nick_name).toBe('新昵称'));
    const update = calls.find((c) => c.url === '/api/user/updateOwnUserInfo')!;
    expect(update.init.method).toBe('PUT');
    expect(update.body).toEqual({ nick_name: '新昵称', qq: '10001', avatar: '' });
  });

  it('changes the password, then logs out and opens login', async () => {
    const calls = stubFetch((url) => {
      if (url === '/api/user/updatePassword') return json({ code: 0, message: 'ok', result: true });
      return url === '/api/user/getUserInfoById/5' ? json({ code: 0, message: 'ok', result: user }) : json({}, 404);
    });
    useSession.setState({ token: 't', userInfo: user });
    renderPage();
    fireEvent.change(screen.getByLabelText('原密码', { selector: 'input' }), { target: { value: 'old123' } });
    fireEvent.change(screen.getByLabelText('新密码', { selector: 'input' }), { target: { value: 'new123' } });
    fireEvent.change(screen.getByLabelText('确认新密码', { selector: 'input' }), { target: { value: 'new124' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(screen.getByText('两次密码不一致')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('确认新密码', { selector: 'input' }), { target: { value: 'new123' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(useSession.getState().showLogin).toBe(true));
    expect(calls.find((c) => c.url === '/api/user/updatePassword')!.body).toEqual({ password: 'old123', password1: 'new123', password2: 'new123' });
    expect(useSession.getState().token).toBe('');
    expect(screen.getByRole('button', { name: '立即登录' })).toBeTruthy();
  });

  it('a plain logout goes home', async () => {
    stubFetch((url) => (url === '/api/user/getUserInfoById/5' ? json({ code: 0, message: 'ok', result: user }) : json({}, 404)));
    useSession.setState({ token: 't', userInfo: user });
    renderPage();
    act(() => useSession.getState().logout());
    await waitFor(() => expect(screen.getByText('首页')).toBeTruthy());
  });
});
