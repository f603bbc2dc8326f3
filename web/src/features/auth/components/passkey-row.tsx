import { PASSKEY_NAME_MAX, type PasskeyItem, passkeyTexts } from '@contract/passkey-texts';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { passkeyApi } from '../api/passkey-api';
import { ERROR_TITLE } from '../lib/auth-actions';
import { AuthField } from './auth-field';
import { KeyIcon } from './key-icon';

type Mode = 'view' | 'rename' | 'remove';

/** One passkey: its name and dates, renamed in place, removed after a confirmation (with the password in a password session). */
export function PasskeyRow({ item, currentRpId, needsPassword, locked, onChanged }: { item: PasskeyItem; currentRpId: string; needsPassword: boolean; locked: boolean; onChanged: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(item.name);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const elsewhere = item.rpId !== currentRpId;

  const open = (next: Mode) => {
    setMode(next);
    setName(item.name);
    setPassword('');
    setError(undefined);
  };

  const run = async (work: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    try {
      if (await work()) {
        setMode('view');
        onChanged();
      }
    } catch {
      // Reported by the API client.
    } finally {
      setBusy(false);
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = !trimmed ? passkeyTexts.nameRequired : trimmed.length > PASSKEY_NAME_MAX ? passkeyTexts.nameTooLong : undefined;
    setError(problem);
    if (problem) return;
    void run(async () => {
      const res = await passkeyApi.rename(item.id, trimmed);
      if (!isOk(res)) toast.error(res.message || '重命名失败', ERROR_TITLE);
      else toast.success(passkeyTexts.renamed);
      return isOk(res);
    });
  };

  const remove = (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword && !password) return setError(passkeyTexts.passwordRequired);
    void run(async () => {
      const res = await passkeyApi.remove(item.id, needsPassword ? password : undefined);
      if (!isOk(res)) toast.error(res.message || '删除失败', ERROR_TITLE);
      else toast.success(`“${item.name}”已不能再用来登录`, passkeyTexts.removed);
      return isOk(res);
    });
  };

  return (
    <li className={`uc-passkey${mode === 'remove' ? ' uc-passkey--danger' : ''}`}>
      <div className="uc-passkey__main">
        <span className="uc-passkey__icon">
          <KeyIcon />
        </span>
        <div className="uc-passkey__info">
          <span className="uc-passkey__name">{item.name}</span>
          <span className="uc-passkey__meta">
            <span>添加于 {item.createdAt.slice(0, 10)}</span>
            <span>{item.lastUsedAt ? `上次使用 ${item.lastUsedAt.slice(0, 16)}` : '还没用它登录过'}</span>
            <span className="uc-passkey__tag">{item.synced ? '已同步' : '仅此设备'}</span>
          </span>
          {elsewhere && <span className="uc-passkey__warn">创建于 {item.rpId}，在当前网址（{currentRpId}）无法使用</span>}
        </div>
        {mode === 'view' && (
          <div className="uc-passkey__buttons">
            <button type="button" className="uc-link-button" onClick={() => open('rename')} aria-label={`重命名 ${item.name}`}>
              重命名
            </button>
            <button type="button" className="uc-link-button uc-link-button--danger" onClick={() => open('remove')} disabled={locked} aria-label={`删除 ${item.name}`}>
              删除
            </button>
          </div>
        )}
      </div>
      {mode === 'rename' && (
        <form className="uc-passkey__edit" onSubmit={rename} noValidate aria-label={`重命名 ${item.name}`}>
          <AuthField label="新名称" name="passkey-rename" autoComplete="off" maxLength={PASSKEY_NAME_MAX} value={name} error={error} onValueChange={setName} autoFocus />
          <div className="uc-passkeys__actions">
            <button type="button" className="uc-button uc-button--ghost" onClick={() => open('view')} disabled={busy}>
              取消
            </button>
            <button type="submit" className="uc-button" disabled={busy} aria-busy={busy}>
              保存
            </button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <form className="uc-passkey__edit" onSubmit={remove} noValidate aria-label={`删除 ${item.name}`}>
          <p className="uc-passkey__confirm">删除后，这个通行密钥就不能再登录本站了（设备上保存的副本可以在系统设置里一并删掉）。</p>
          {needsPassword && (
            <AuthField label="当前密码" name="passkey-remove-password" type="password" autoComplete="current-password" placeholder="确认是你本人" value={password} error={error} onValueChange={setPassword} autoFocus />
          )}
          <div className="uc-passkeys__actions">
            <button type="button" className="uc-button uc-button--ghost" onClick={() => open('view')} disabled={busy}>
              取消
            </button>
            <button type="submit" className="uc-button uc-button--danger" disabled={busy} aria-busy={busy} autoFocus={!needsPassword}>
              确认删除
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
