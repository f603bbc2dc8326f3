import { checkConfirm, checkPassword } from '@contract/auth';
import { isOk } from '@/lib/api-client';
import { toast } from '@/components/toast/toast';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth-api';
import { ERROR_TITLE } from '../lib/auth-actions';
import { useValidatedForm, type Validators } from '../hooks/use-validated-form';
import { useSession } from '@/lib/session-store';
import { AuthField } from './auth-field';

type PasswordFields = 'password' | 'password1' | 'password2';

const validators: Validators<PasswordFields> = {
  password: (v) => (v.password ? null : '请输入原密码'),
  password1: (v) => checkPassword(v.password1),
  password2: (v) => checkConfirm(v.password1, v.password2),
};

export function PasswordForm() {
  const form = useValidatedForm<PasswordFields>({ password: '', password1: '', password2: '' }, validators);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    try {
      const res = await authApi.updatePassword(form.values);
      if (!isOk(res)) {
        toast.error(res.message || '修改密码失败', ERROR_TITLE);
        return;
      }
      // The old token is still valid server-side, but the user should prove the new password.
      const session = useSession.getState();
      session.clearSession();
      toast.success('密码修改成功，请重新登录');
      session.openLogin();
    } catch {
      // Reported by the API client.
    } finally {
      setBusy(false);
    }
  };

  const field = (name: PasswordFields) => ({
    name,
    type: 'password',
    value: form.values[name],
    error: form.errors[name],
    onValueChange: (v: string) => form.change(name, v),
    onBlur: () => form.blur(name),
  });

  return (
    <form className="uc-card uc-form" onSubmit={submit} noValidate aria-labelledby="uc-password-title">
      <h2 id="uc-password-title" className="uc-card__title">修改密码</h2>
      <AuthField label="原密码" autoComplete="current-password" {...field('password')} />
      <AuthField label="新密码" autoComplete="new-password" placeholder="6-18位，数字、字母、符号任意两种组合" {...field('password1')} />
      <AuthField label="确认新密码" autoComplete="new-password" {...field('password2')} />
      <button type="submit" className="uc-button" disabled={busy} aria-busy={busy}>
        {busy ? '提交中…' : '修改密码'}
      </button>
    </form>
  );
}
