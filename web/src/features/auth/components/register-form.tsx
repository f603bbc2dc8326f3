import { checkConfirm, checkPassword, checkUsername } from '@contract/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { ChallengeStatus } from '@/components/challenge-status/challenge-status';
import { prepareChallenge } from '@/lib/challenge/challenge-pool';
import { registerAndLogin } from '../lib/auth-actions';
import { useValidatedForm, type Validators } from '../hooks/use-validated-form';
import { submitOnEnter } from '../lib/submit-on-enter';
import { AuthField } from './auth-field';

type RegisterFields = 'username' | 'nick_name' | 'password' | 'confirm';

const NICK_MAX = 20;

const validators: Validators<RegisterFields> = {
  username: (v) => checkUsername(v.username.trim()),
  nick_name: (v) => (v.nick_name.trim().length > NICK_MAX ? `昵称不能超过${NICK_MAX}个字符` : null),
  password: (v) => checkPassword(v.password),
  confirm: (v) => checkConfirm(v.password, v.confirm),
};

const EMPTY = { username: '', nick_name: '', password: '', confirm: '' };

export function RegisterForm({ onSwitchMode }: { onSwitchMode: () => void }) {
  const form = useValidatedForm<RegisterFields>(EMPTY, validators);
  const [busy, setBusy] = useState(false);
  // the proof-of-work is asked for and solved while the person fills the form, so submitting rarely waits
  useEffect(() => {
    prepareChallenge('register');
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    try {
      await registerAndLogin({
        username: form.values.username.trim(),
        password: form.values.password,
        nick_name: form.values.nick_name.trim(),
      });
    } catch {
      // Already reported by the API client.
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegisterFields) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onValueChange: (v: string) => form.change(name, v),
    onBlur: () => form.blur(name),
  });

  return (
    <form className="auth-form" onSubmit={submit} onKeyDown={submitOnEnter} noValidate aria-label="注册表单">
      <AuthField label="账号" autoComplete="username" placeholder="5-16位字母或数字" autoFocus {...field('username')} />
      <AuthField label="昵称" autoComplete="nickname" placeholder="选填，不填将随机生成" {...field('nick_name')} />
      <AuthField
        label="密码"
        type="password"
        autoComplete="new-password"
        placeholder="6-18位，数字、字母、符号任意两种组合"
        {...field('password')}
      />
      <AuthField label="确认密码" type="password" autoComplete="new-password" placeholder="请再次输入密码" {...field('confirm')} />
      <button type="submit" className="auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? '注册中…' : '注册并登录'}
      </button>
      <ChallengeStatus scope="register" />
      <p className="auth-form__switch">
        已有账号？
        <button type="button" className="auth-form__link" onClick={onSwitchMode}>
          去登录
        </button>
      </p>
    </form>
  );
}
