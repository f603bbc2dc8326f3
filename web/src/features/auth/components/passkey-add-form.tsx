import { PASSKEY_NAME_MAX, passkeyTexts } from '@contract/passkey-texts';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { passkeyApi } from '../api/passkey-api';
import { ERROR_TITLE } from '../lib/auth-actions';
import { PasskeyCancelled, createPasskey, suggestedPasskeyName } from '../lib/passkey-ceremony';
import { AuthField } from './auth-field';

/**
 * Adding a passkey: a name the person will recognise it by, the password when this session was
 * signed in with one, then the device's own prompt (fingerprint, face, PIN).
 */
export function PasskeyAddForm({ needsPassword, onDone, onCancel }: { needsPassword: boolean; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(suggestedPasskeyName);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [step, setStep] = useState<'idle' | 'device' | 'saving'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    const trimmed = name.trim();
    const found = {
      name: !trimmed ? passkeyTexts.nameRequired : trimmed.length > PASSKEY_NAME_MAX ? passkeyTexts.nameTooLong : undefined,
      password: needsPassword && !password ? passkeyTexts.passwordRequired : undefined,
    };
    setErrors(found);
    if (found.name || found.password) return;
    setStep('device');
    try {
      const options = await passkeyApi.registerOptions(needsPassword ? password : undefined);
      if (!isOk(options) || !options.result) {
        toast.error(options.message || '无法开始添加通行密钥', ERROR_TITLE);
        return;
      }
      let answer;
      try {
        answer = await createPasskey(options.result);
      } catch (error) {
        if (error instanceof PasskeyCancelled) toast.warning(error.message);
        else toast.error((error as Error).message, ERROR_TITLE);
        return;
      }
      setStep('saving');
      const saved = await passkeyApi.registerVerify(trimmed, answer);
      if (!isOk(saved)) {
        toast.error(saved.message || '添加通行密钥失败', ERROR_TITLE);
        return;
      }
      toast.success(`“${trimmed}”可以用来登录了`, passkeyTexts.added);
      onDone();
    } catch {
      // Reported by the API client.
    } finally {
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  return (
    <form className="uc-passkeys__form" onSubmit={submit} noValidate aria-label="添加通行密钥">
      <div className="uc-passkeys__fields">
        <AuthField
          label="名称"
          name="passkey-name"
          autoComplete="off"
          placeholder="例如：我的手机"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
        />
        {needsPassword && (
          <AuthField
            label="当前密码"
            name="passkey-password"
            type="password"
            autoComplete="current-password"
            placeholder="确认是你本人"
            value={password}
            error={errors.password}
            onValueChange={setPassword}
          />
        )}
      </div>
      <p className="uc-hint">点“创建”后，浏览器会请你用指纹、面容或设备密码确认；通行密钥会保存在这台设备或你的密码管理器中。</p>
      <div className="uc-passkeys__actions">
        <button type="button" className="uc-button uc-button--ghost" onClick={onCancel} disabled={busy}>
          取消
        </button>
        <button type="submit" className="uc-button" disabled={busy} aria-busy={busy}>
          {step === 'device' ? '请在设备上确认…' : step === 'saving' ? '保存中…' : '创建'}
        </button>
      </div>
    </form>
  );
}
