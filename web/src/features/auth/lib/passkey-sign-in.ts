/**
 * "使用通行密钥登录": options from the server, the browser's prompt (the person picks one of the
 * passkeys their device holds for this site: no username), the answer checked by the server, and
 * then the same session a password login makes.
 */
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { passkeyApi } from '../api/passkey-api';
import { ERROR_TITLE, completeLogin } from './auth-actions';
import { PasskeyCancelled, askPasskey } from './passkey-ceremony';

/** Resolves true once signed in; every failure has been shown (a cancelled prompt as a gentle note). */
export async function signInWithPasskey(): Promise<boolean> {
  const options = await passkeyApi.loginOptions();
  if (!isOk(options) || !options.result) {
    toast.error(options.message || '无法开始通行密钥登录', ERROR_TITLE);
    return false;
  }
  let answer;
  try {
    answer = await askPasskey(options.result);
  } catch (error) {
    if (error instanceof PasskeyCancelled) toast.warning(`${error.message}。如果这台设备上没有本站的通行密钥，请使用密码登录`);
    else toast.error((error as Error).message, ERROR_TITLE);
    return false;
  }
  return completeLogin(await passkeyApi.loginVerify(answer), '登录成功');
}
