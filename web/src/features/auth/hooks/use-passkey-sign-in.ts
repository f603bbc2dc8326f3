import { useState } from 'react';
import { signInWithPasskey } from '../lib/passkey-sign-in';

/** A passkey sign-in started from a button: busy while the device asks, one at a time. */
export function usePasskeySignIn() {
  const [busy, setBusy] = useState(false);
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
  return { busy, start };
}
