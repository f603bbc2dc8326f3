// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { SESSION_STORAGE_KEY, useSession } from '@/lib/session-store';
import { readRememberedLogin, saveRememberedLogin, REMEMBERED_LOGIN_KEY } from '@/features/auth/stores/remembered-login';
import { decrypt, decryptJson } from '@/lib/crypto';
import { storage } from '@/lib/storage';
import { json, stubFetch } from './helpers';

const user = { id: 3, role: 2, nick_name: '小红', qq: '123456', avatar: '', ipAddress: '广东' };

beforeEach(() => {
  localStorage.clear();
  useToasts.getState().clear();
  useSession.setState({ token: '', userInfo: null, showLogin: false });
});
afterEach(() => vi.unstubAllGlobals());

/** A fresh page load: the store module read again, and restored from localStorage as start-app does before the first render. */
async function reloadedSession() {
  vi.resetModules();
  const fresh = await import('@/lib/session-store');
  expect(fresh.useSession.getState().token).toBe('');
  await fresh.restoreSession();
  return fresh.useSession.getState();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The WebCrypto cipher is async: the newest change reaches storage a moment later. */
const stored = async () => {
  await vi.waitFor(() => expect(storage.get(SESSION_STORAGE_KEY)).not.toBe(''));
  return storage.get<Record<string, string>>(SESSION_STORAGE_KEY) as Record<string, string>;
};

describe('session store', () => {
  it('persists token and user info encrypted under "user"', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    const persisted = await stored();
    expect(persisted).toMatchObject({ tokenFlag: true, infoFlag: true });
    expect(persisted.token).not.toContain('jwt');
    expect(await decrypt(persisted.token!)).toBe('jwt-token');
    expect(await decryptJson(persisted.userInfo!)).toEqual(user);
    expect(JSON.stringify(persisted)).not.toContain('小红');
  });

  it('restores the session from storage', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    await stored();
    const snapshot = { ...localStorage };
    useSession.setState({ token: '', userInfo: null }); // wipes storage too
    expect(localStorage.length).toBe(0);
    for (const [k, v] of Object.entries(snapshot)) localStorage.setItem(k, v);
    const restored = await reloadedSession();
    expect(restored.token).toBe('jwt-token');
    expect(restored.userInfo).toEqual(user);
  });

  it('logout clears the session, removes storage and toasts 退出成功', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    await stored();
    useSession.getState().logout();
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().userInfo).toBeNull();
    expect(storage.get(SESSION_STORAGE_KEY)).toBe('');
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: '退出成功' });
  });

  it('ignores a stored token without its user info', async () => {
    useSession.getState().setToken('lonely');
    await stored();
    expect((await reloadedSession()).token).toBe('');
  });

  it('an encryption still running never brings back a session ended meanwhile', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    useSession.getState().clearSession(); // before the cipher answers
    await flush();
    await flush();
    expect(storage.get(SESSION_STORAGE_KEY)).toBe('');
    expect((await reloadedSession()).token).toBe('');
  });

  it('restoring writes nothing back to storage', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    await stored();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    expect((await reloadedSession()).token).toBe('jwt-token');
    await flush();
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
  });

  it('restoring never replaces a session set meanwhile', async () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    await stored();
    vi.resetModules();
    const fresh = await import('@/lib/session-store');
    const restoring = fresh.restoreSession();
    fresh.useSession.getState().setToken('newer');
    fresh.useSession.getState().setUserInfo({ ...user, id: 4 });
    await restoring;
    expect(fresh.useSession.getState()).toMatchObject({ token: 'newer', userInfo: { id: 4 } });
    await vi.waitFor(async () => expect(await decrypt((storage.get(SESSION_STORAGE_KEY) as Record<string, string>).token!)).toBe('newer'));
  });

  it('clearSession is silent', () => {
    useSession.getState().setToken('t');
    useSession.getState().clearSession();
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('remembers credentials encrypted', async () => {
    await saveRememberedLogin({ username: 'tester', password: 'abc123' });
    expect(await readRememberedLogin()).toEqual({ username: 'tester', password: 'abc123' });
    expect(String(storage.get(REMEMBERED_LOGIN_KEY))).not.toContain('abc123');
  });

  it('logout also asks the server to drop the HttpOnly session cookie', async () => {
    const calls = stubFetch(() => json({ code: 0, message: '退出成功', result: true }));
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    useSession.getState().logout();
    await flush();
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/user/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    // the server revokes this token, not only the cookie's
    expect((init.headers as Record<string, string>).Authorization).toBe('jwt-token');
    // the server's own 退出成功 is not shown a second time
    expect(useToasts.getState().toasts).toHaveLength(1);
  });

  it('a silent clear ends the cookie too, and its failure shows nothing', async () => {
    for (const answer of [() => json({ code: 500, message: '服务端错误' }, 500), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const calls = stubFetch(answer);
      useSession.getState().setToken('t');
      useSession.getState().clearSession();
      await flush();
      expect(calls.map((c) => c.url)).toEqual(['/api/user/logout']);
      expect(useToasts.getState().toasts).toHaveLength(0);
      expect(useSession.getState().showLogin).toBe(false);
    }
  });
});
