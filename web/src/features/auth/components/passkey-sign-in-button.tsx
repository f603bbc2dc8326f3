import { useState } from 'react';
import { passkeysSupported } from '../lib/passkey-ceremony';
import { signInWithPasskey } from '../lib/passkey-sign-in';
import { KeyIcon } from './key-icon';

/** Under the password form: sign in with a passkey this device holds for the site, no username typed. */
export function PasskeySignInButton() {
  const [busy, setBusy] = useState(false);
  // a browser without WebAuthn (or a page on plain http) could only fail: the button is not offered
  if (!passkeysSupported()) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signInWithPasskey();
    } catch {
      // The API client has already shown why (timeout, 429, 500…).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="auth-form__or" aria-hidden="true">
        <span>或</span>
      </div>
      <button type="button" className="auth-form__passkey" onClick={start} disabled={busy} aria-busy={busy}>
        <KeyIcon />
        {busy ? '请在设备上完成验证…' : '使用通行密钥登录'}
      </button>
    </>
  );
}
