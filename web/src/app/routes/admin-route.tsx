/**
 * /admin/*: the owner's console, a lazy chunk the blog never loads on its
 * own. Without an administrator's session it shows a login prompt or a 403
 * page, and while the owner requires passkeys for the console, a password
 * session gets the way to sign in with one; the server checks every call regardless.
 */
import { Suspense } from 'react';
import { ROLE_ADMIN } from '@contract/session';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toast/toaster';
import { selectIsLoggedIn, useSession } from '@/lib/session-store';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { usePasskeys } from '@/features/auth/hooks/use-passkeys';
import { LazyLoginDialog } from '../layout/lazy-login-dialog';
import { AdminPages } from './admin-pages';
import { PasskeyRequiredGate } from './passkey-required-gate';

export function Component() {
  const loggedIn = useSession(selectIsLoggedIn);
  const role = useSession((s) => s.userInfo?.role);
  const openLogin = useSession((s) => s.openLogin);
  // whether the owner lets only passkey sessions in (a failed read falls through: the server still refuses)
  const passkeys = usePasskeys({ enabled: loggedIn && role === ROLE_ADMIN });

  let body: React.ReactNode;
  if (!loggedIn) {
    body = (
      <AdminGate
        title="管理后台"
        text="请使用管理员账号登录后进入后台。"
        action={
          <button type="button" className="adm-btn adm-btn--primary" onClick={openLogin}>
            登录
          </button>
        }
      />
    );
  } else if (role !== ROLE_ADMIN) {
    body = <AdminGate title="403" text="普通用户仅限查看，后台只对管理员开放。" />;
  } else if (passkeys.isPending) {
    body = <div className="adm-loading">加载中…</div>;
  } else if (passkeys.data?.consoleRequiresPasskey && passkeys.data.signedInWith !== 'passkey') {
    body = <PasskeyRequiredGate />;
  } else {
    body = (
      <AdminShell>
        <ErrorBoundary region="后台页面">
          <Suspense fallback={<div className="adm-loading">加载中…</div>}>
            <AdminPages />
          </Suspense>
        </ErrorBoundary>
      </AdminShell>
    );
  }
  return (
    <>
      {body}
      <LazyLoginDialog />
      <Toaster />
    </>
  );
}
