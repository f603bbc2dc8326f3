// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { readRememberedLogin, saveRememberedLogin } from '@/features/auth/stores/remembered-login';
import { useSession } from '@/lib/session-store';
import { json, stubFetch, type StubbedCall } from './helpers';

const info = (id: number, nick = '小明') => ({ id, role: 2, nick_name: nick, qq: '', avatar: '', ipAddress: '本机地址' });

function stubAccountApi(options: { userId?: number; loginCode?: number | string; loginMessage?: string } = {}): StubbedCall[] {
  const { userId = 7, loginCode = 0, loginMessage = '登录成功' } = options;
  return stubFetch((url) => {
    // the register form asks for its proof-of-work as it opens (lib/challenge/challenge-pool.ts); none is required here
    if (url === '/api/challenge?scope=register') return json({ code: 0, message: 'ok', result: { required: false } });
    if (url === '/api/user/register') return json({ code: 0, message: '注册成功', result: { id: userId, username: 'newuser' } });
    if (url === '/api/user/login') {
      return loginCode === 0
        ? json({ code: 0, message: loginMessage, result: { token: 'tok-abc', id: userId, role: 2, username: 'u', ipAddress: '' } })
        : json({ code: loginCode, message: loginMessage });
    }
    if (url === `/api/user/getUserInfoById/${userId}`) return json({ code: 0, message: 'ok', result: info(userId) });
    return json({ message: 'Not Found' }, 404);
  });
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

function openDialog() {
  render(<LoginDialog />);
  act(() => useSession.getState().openLogin());
}

beforeEach(() => {
  localStorage.clear();
  useToasts.getState().clear();
  useSession.setState({ token: '', userInfo: null, showLogin: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginDialog: login mode', () => {
  it('is hidden until the session asks for it, and Escape closes it', () => {
    render(<LoginDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useSession.getState().openLogin());
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSession.getState().showLogin).toBe(false);
  });

  it('shows the required messages and does not call the API', () => {
    const calls = stubAccountApi();
    openDialog();
    fireEvent.blur(input('账号'));
    expect(screen.getByText('请输入用户账号')).toBeTruthy();
    expect(input('账号').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户密码')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('Enter submits, stores the token and user info, closes and greets', async () => {
    const calls = stubAccountApi({ userId: 7 });
    openDialog();
    type('账号', 'tester');
    type('密码', 'abc123');
    fireEvent.keyDown(input('密码'), { key: 'Enter' });
    await waitFor(() => expect(useSession.getState().showLogin).toBe(false));
    expect(calls.map((c) => c.url)).toEqual(['/api/user/login', '/api/user/getUserInfoById/7']);
    expect(calls[0]!.body).toEqual({ username: 'tester', password: 'abc123' });
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('tok-abc');
    expect(useSession.getState().token).toBe('tok-abc');
    expect(useSession.getState().userInfo?.nick_name).toBe('小明');
    // one toast: 登录成功 over the greeting (two stacked over the page, on a phone over the drawer)
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ title: '登录成功', message: expect.stringContaining('小明') })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives user id 3 a special welcome', async () => {
    stubAccountApi({ userId: 3 });
    openDialog();
    type('账号', 'special');
    type('密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useToasts.getState().toasts.some((t) => t.title === '特别欢迎')).toBe(true));
  });

  it('shows the server message in a 错误提示 toast on a non-zero code', async () => {
    stubAccountApi({ loginCode: '100001', loginMessage: '密码不匹配' });
    openDialog();
    type('账号', 'tester');
    type('密码', 'wrong1');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useToasts.getState().toasts.at(-1)).toMatchObject({ kind: 'error', title: '错误提示', message: '密码不匹配' }));
    expect(useSession.getState().token).toBe('');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('prefills remembered credentials and keeps them when 记住我 stays checked', async () => {
    await saveRememberedLogin({ username: 'saved01', password: 'pass123' });
    stubAccountApi();
    openDialog();
    // decrypted with WebCrypto, a moment after the dialog opens
    await waitFor(() => expect(input('账号').value).toBe('saved01'));
    expect(input('密码').value).toBe('pass123');
    expect((screen.getByLabelText('记住我') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useSession.getState().token).toBe('tok-abc'));
    expect(await readRememberedLogin()).toEqual({ username: 'saved01', password: 'pass123' });
  });

  it('never overwrites what was typed before the remembered credentials are decrypted', async () => {
    await saveRememberedLogin({ username: 'saved01', password: 'pass123' });
    openDialog();
    type('账号', 'typed01');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(input('账号').value).toBe('typed01');
    expect(input('密码').value).toBe('');
    expect((screen.getByLabelText('记住我') as HTMLInputElement).checked).toBe(false);
  });

  it('forgets credentials when 记住我 is unchecked, and reopening resets the form', async () => {
    await saveRememberedLogin({ username: 'saved01', password: 'pass123' });
    stubAccountApi();
    openDialog();
    await waitFor(() => expect(input('账号').value).toBe('saved01'));
    fireEvent.click(screen.getByLabelText('记住我'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useSession.getState().token).toBe('tok-abc'));
    expect(await readRememberedLogin()).toBeNull();
    act(() => useSession.getState().openLogin());
    expect(input('账号').value).toBe('');
  });
});

describe('LoginDialog: register mode', () => {
  it('validates every field with the contract messages', () => {
    const calls = stubAccountApi();
    openDialog();
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    fireEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(screen.getByText('请输入用户账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入二次确认密码')).toBeTruthy();
    type('账号', 'abc');
    expect(screen.getByText('用户账号长度应该在5-16之间')).toBeTruthy();
    type('密码', '12345678');
    expect(screen.getByText('密码格式应为6-18位数字、字母、符号的任意两种组合')).toBeTruthy();
    type('密码', 'abc123');
    type('确认密码', 'abc124');
    expect(screen.getByText('两次密码不一致')).toBeTruthy();
    expect(calls.filter((c) => !c.url.startsWith('/api/challenge'))).toHaveLength(0);
  });

  it('registers, then logs in automatically', async () => {
    const calls = stubAccountApi({ userId: 9 });
    openDialog();
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    type('账号', 'newuser');
    type('昵称', '新朋友');
    type('密码', 'abc123');
    type('确认密码', 'abc123');
    fireEvent.keyDown(input('确认密码'), { key: 'Enter' });
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.title)).toContain('自动登录成功'));
    // the challenge was asked for when the form first opened (its "none required" is kept a minute)
    const writes = calls.filter((c) => !c.url.startsWith('/api/challenge'));
    expect(writes.map((c) => c.url)).toEqual(['/api/user/register', '/api/user/login', '/api/user/getUserInfoById/9']);
    expect(writes[0]!.body).toEqual({ username: 'newuser', password: 'abc123', nick_name: '新朋友' });
    expect(writes[1]!.body).toEqual({ username: 'newuser', password: 'abc123' });
    expect(useSession.getState().token).toBe('tok-abc');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
