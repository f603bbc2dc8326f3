import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { passkeysSupported } from '../lib/passkey-ceremony';
import { KeyIcon } from './key-icon';

/** Under the password form: sign in with a passkey this device holds for the site, no username typed. */
export function PasskeySignInButton() {
  const { busy, start } = usePasskeySignIn();
  // a browser without WebAuthn (or a page on plain http) could only fail: the button is not offered
  if (!passkeysSupported()) return null;

  return (
    <>
      <div className="auth-form__or" aria-hidden="true">
        <span>或</span>
      </div>
      <button type="button" className="auth-form__passkey" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        <KeyIcon />
        {busy ? '请在设备上完成验证…' : '使用通行密钥登录'}
      </button>
    </>
  );
}
