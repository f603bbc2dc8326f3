import { authMessages } from '@contract/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginWith } from '../lib/auth-actions';
import { useValidatedForm, type Validators } from '../hooks/use-validated-form';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../stores/remembered-login';
import { submitOnEnter } from '../lib/submit-on-enter';
import { AuthField } from './auth-field';
import { PasskeySignInButton } from './passkey-sign-in-button';

type LoginFields = 'username' | 'password';

const validators: Validators<LoginFields> = {
  username: (v) => (v.username.trim() ? null : authMessages.usernameRequired),
  password: (v) => (v.password ? null : authMessages.loginPasswordRequired),
};

export function LoginForm({ onSwitchMode }: { onSwitchMode: () => void }) {
  const form = useValidatedForm<LoginFields>({ username: '', password: '' }, validators);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const edited = useRef(false);
  const change = (field: LoginFields, value: string) => {
    edited.current = true;
    form.change(field, value);
  };

  // Read once per mount (the dialog remounts this form every time it opens).
  // Decrypting is async, a moment after the dialog shows: it never overwrites what was typed.
  const { reset } = form;
  useEffect(() => {
    let mounted = true;
    void readRememberedLogin().then((saved) => {
      if (!mounted || !saved || edited.current) return;
      reset({ username: saved.username, password: saved.password });
      setRemember(true);
    });
    return () => {
      mounted = false;
    };
  }, [reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    try {
      const credentials = { username: form.values.username.trim(), password: form.values.password };
      if (await loginWith(credentials)) {
        if (remember) await saveRememberedLogin(credentials);
        else forgetRememberedLogin();
      }
    } catch {
      // The API client has already shown why (timeout, 429, 500…).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} onKeyDown={submitOnEnter} noValidate aria-label="登录表单">
      <AuthField
        label="账号"
        name="username"
        autoComplete="username"
        placeholder="请输入用户账号"
        value={form.values.username}
        error={form.errors.username}
        onValueChange={(v) => change('username', v)}
        onBlur={() => form.blur('username')}
        autoFocus
      />
      <AuthField
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="请输入用户密码"
        value={form.values.password}
        error={form.errors.password}
        onValueChange={(v) => change('password', v)}
      />
      <label className="auth-form__remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>记住我</span>
      </label>
      <button type="submit" className="auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
      <PasskeySignInButton />
      <p className="auth-form__switch">
        还没有账号？
        <button type="button" className="auth-form__link" onClick={onSwitchMode}>
          立即注册
        </button>
      </p>
    </form>
  );
}
