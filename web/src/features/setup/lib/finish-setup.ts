import { isOk } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { toast } from '@/components/toast/toast';
import { setupApi } from '../api/setup-api';
import type { SetupBody } from '@contract/setup';

const ERROR_TITLE = '初始化失败';

/**
 * POST /api/setup, then the owner is logged in as a login leaves them (token and user info in the
 * session store, the cookie set by the server). Resolves true on success; failures are shown.
 */
export async function createOwner(body: SetupBody): Promise<boolean> {
  const res = await setupApi.create(body);
  if (!isOk(res) || !res.result) {
    toast.error(res.message || '初始化失败，请稍后再试', ERROR_TITLE);
    return false;
  }
  const session = useSession.getState();
  session.setToken(res.result.token);
  const info = await setupApi.userInfo(res.result.id);
  if (isOk(info) && info.result) session.setUserInfo(info.result);
  toast.success(res.message);
  return true;
}
