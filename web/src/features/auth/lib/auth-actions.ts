/**
 * Login, register-then-login and user-info refresh (spec §4 Login). Plain
 * async functions over the session store so the dialog, the user center and
 * tests share one flow.
 */
import type { LoginResult } from '@contract/auth';
import type { Envelope } from '@contract/envelope';
import { isOk } from '@/lib/api-client';
import { toast } from '@/components/toast/toast';
import { greeting } from '@/lib/greeting';
import { authApi, type Credentials, type RegisterPayload } from '../api/auth-api';
import { useSession } from '@/lib/session-store';

export const ERROR_TITLE = '错误提示';
/** The one account the original site greets specially. */
const SPECIAL_USER_ID = 3;

/**
 * One toast for a login: the spec's 登录成功 as its title and the greeting as its text (two toasts
 * stacked over the page, on a phone over the drawer). The one account greeted specially keeps its own.
 */
function welcome(id: number, nickName: string, done: string): void {
  if (id === SPECIAL_USER_ID) {
    toast.success(done);
    toast.success(`欢迎回来，${nickName || '亲爱的你'}！这里永远为你留着一盏灯 ❤`, '特别欢迎', 5000);
  } else {
    // every account has a nickname (the server gives one), so the welcome names the reader, not the blog
    toast.success(greeting(nickName, undefined), done);
  }
}

/** Fetches and stores the user's info; false (after a red toast) when it fails. */
export async function refreshUserInfo(id: number): Promise<boolean> {
  const res = await authApi.getUserInfo(id);
  if (!isOk(res) || !res.result) {
    toast.error(res.message || '获取用户信息失败', ERROR_TITLE);
    return false;
  }
  useSession.getState().setUserInfo(res.result);
  return true;
}

/**
 * POST login → store token → fetch user info → close the dialog and welcome.
 * Resolves true on success; failures have already been shown to the user.
 */
export async function loginWith(credentials: Credentials, { automatic = false } = {}): Promise<boolean> {
  return completeLogin(await authApi.login(credentials), automatic ? '自动登录成功' : '登录成功');
}

/**
 * The login answer (a password's or a passkey's, the same shape) → store the token → fetch the
 * user's info → close the dialog and welcome. False, after a red toast, when any step fails.
 */
export async function completeLogin(res: Envelope<LoginResult>, done: string): Promise<boolean> {
  if (!isOk(res) || !res.result) {
    toast.error(res.message || '登录失败', ERROR_TITLE);
    return false;
  }
  const session = useSession.getState();
  session.setToken(res.result.token);
  const gotInfo = await refreshUserInfo(res.result.id);
  if (!gotInfo) {
    session.clearSession();
    return false;
  }
  session.closeLogin();
  welcome(res.result.id, useSession.getState().userInfo?.nick_name ?? '', done);
  return true;
}

/** Register, then log in with the same credentials (spec: automatic login). */
export async function registerAndLogin(payload: RegisterPayload): Promise<boolean> {
  const res = await authApi.register(payload);
  if (!isOk(res)) {
    toast.error(res.message || '注册失败', ERROR_TITLE);
    return false;
  }
  return loginWith({ username: payload.username, password: payload.password }, { automatic: true });
}
