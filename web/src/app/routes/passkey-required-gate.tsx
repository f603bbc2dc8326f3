import { AdminGate } from '@/features/admin/components/admin-gate';
import { usePasskeySignIn } from '@/features/auth/hooks/use-passkey-sign-in';

/**
 * The console's door while the owner lets only passkey sessions in and this one was signed in
 * with a password: why, and the way in (a passkey sign-in replaces this session in place).
 */
export function PasskeyRequiredGate() {
  const { busy, start } = usePasskeySignIn();
  return (
    <AdminGate
      title="需要通行密钥"
      text="后台已设置为只接受通行密钥登录：用密码登录的会话不能进入后台。请用你添加过的通行密钥重新登录；还没有通行密钥的管理员，请联系开启此设置的管理员。"
      action={
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => void start()} disabled={busy} aria-busy={busy}>
          {busy ? '请在设备上完成验证…' : '使用通行密钥登录'}
        </button>
      }
    />
  );
}
