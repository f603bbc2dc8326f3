import { beforeEach, describe, expect, it } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { rehydrateSession, SESSION_STORAGE_KEY, useSession } from '@/features/auth/stores/session-store';
import { readRememberedLogin, saveRememberedLogin, REMEMBERED_LOGIN_KEY } from '@/features/auth/stores/remembered-login';
import { decrypt, decryptJson } from '@/lib/crypto';
import { storage } from '@/lib/storage';

const user = { id: 3, role: 2, nick_name: '小红', qq: '123456', avatar: '', ipAddress: '广东' };

beforeEach(() => {
  localStorage.clear();
  useToasts.getState().clear();
  useSession.setState({ token: '', userInfo: null, showLogin: false });
});

describe('session store', () => {
  it('persists token and user info encrypted under "user"', () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    const saved = storage.get<Record<string, string>>(SESSION_STORAGE_KEY);
    expect(saved).not.toBe('');
    const persisted = saved as Record<string, string>;
    expect(persisted.token).not.toContain('jwt');
    expect(decrypt(persisted.token!)).toBe('jwt-token');
    expect(decryptJson(persisted.userInfo!)).toEqual(user);
    expect(JSON.stringify(persisted)).not.toContain('小红');
  });

  it('restores the session from storage', () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    const snapshot = { ...localStorage };
    useSession.setState({ token: '', userInfo: null }); // wipes storage too
    expect(localStorage.length).toBe(0);
    for (const [k, v] of Object.entries(snapshot)) localStorage.setItem(k, v);
    rehydrateSession();
    expect(useSession.getState().token).toBe('jwt-token');
    expect(useSession.getState().userInfo).toEqual(user);
  });

  it('logout clears the session, removes storage and toasts 退出成功', () => {
    useSession.getState().setToken('jwt-token');
    useSession.getState().setUserInfo(user);
    useSession.getState().logout();
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().userInfo).toBeNull();
    expect(storage.get(SESSION_STORAGE_KEY)).toBe('');
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: '退出成功' });
  });

  it('ignores a stored token without its user info', () => {
    useSession.getState().setToken('lonely');
    rehydrateSession();
    expect(useSession.getState().token).toBe('');
  });

  it('clearSession is silent', () => {
    useSession.getState().setToken('t');
    useSession.getState().clearSession();
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('remembers credentials encrypted', () => {
    saveRememberedLogin({ username: 'tester', password: 'abc123' });
    expect(readRememberedLogin()).toEqual({ username: 'tester', password: 'abc123' });
    expect(String(storage.get(REMEMBERED_LOGIN_KEY))).not.toContain('abc123');
  });
});
