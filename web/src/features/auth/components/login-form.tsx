import { authMessages } from '@contract/auth';
import { useMemo, useState, type FormEvent } from 'react';
import { loginWith } from '../lib/auth-actions';
import { useValidatedForm, type Validators } from '../hooks/use-validated-form';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../stores/remembered-login';
import { submitOnEnter } from '../lib/submit-on-enter';
import { AuthField } from './auth-field';

type LoginFields = 'username' | 'password';

const validators: Validators<LoginFields> = {
  username: (v) => (v.username.trim() ? null : authMessages.usernameRequired),
  password: (v) => (v.password ? null : authMessages.loginPasswordRequired),
};

export function LoginForm({ onSwitchMode }: { onSwitchMode: () => void }) {
  // Read once per mount: the dialog remounts this form every time it opens.
  const remembered = useMemo(readRememberedLogin, []);
  const form = useValidatedForm<LoginFields>(
    { username: remembered?.username ?? '', password: remembered?.password ?? '' },
    validators,
  );
  const [remember, setRemember] = useState(Boolean(remembered));
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    try {
      const credentials = { username: form.values.username.trim(), password: form.values.password };
      if (await loginWith(credentials)) {
        if (remember) saveRememberedLogin(credentials);
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
        onValueChange={(v) => form.change('username', v)}
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
        onValueChange={(v) => form.change('password', v)}
      />
      <label className="auth-form__remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>记住我</span>
      </label>
      <button type="submit" className="auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
      <p className="auth-form__switch">
        还没有账号？
        <button type="button" className="auth-form__link" onClick={onSwitchMode}>
          立即注册
        </button>
      </p>
    </form>
  );
}
