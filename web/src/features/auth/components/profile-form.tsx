import type { UserInfo } from '@contract/auth';
import { isOk } from '@/lib/api-client';
import { compressIfLarge } from '@/lib/compress-image';
import { toast } from '@/components/toast/toast';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { authApi } from '../api/auth-api';
import { ERROR_TITLE, refreshUserInfo } from '../lib/auth-actions';
import { useValidatedForm, type Validators } from '../hooks/use-validated-form';
import { AuthField } from './auth-field';
import { UserAvatar } from './user-avatar';

type ProfileFields = 'nick_name' | 'qq' | 'avatar';

const validators: Validators<ProfileFields> = {
  nick_name: (v) => (!v.nick_name.trim() ? '昵称不能为空' : v.nick_name.trim().length > 20 ? '昵称不能超过20个字符' : null),
  qq: (v) => (v.qq && !/^\d{5,12}$/.test(v.qq.trim()) ? 'QQ号码应为5-12位数字' : null),
  avatar: (v) => (v.avatar.length > 555 ? '头像地址过长' : null),
};

export function ProfileForm({ user }: { user: UserInfo }) {
  const form = useValidatedForm<ProfileFields>(
    { nick_name: user.nick_name ?? '', qq: user.qq ?? '', avatar: user.avatar ?? '' },
    validators,
  );
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.warning('请选择图片文件');
      return;
    }
    setUploading(true);
    try {
      const res = await authApi.uploadImage(await compressIfLarge(file));
      if (isOk(res) && res.result?.url) form.change('avatar', res.result.url);
      else toast.error(res.message || '图片上传失败', ERROR_TITLE);
    } catch {
      // Reported by the API client.
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading || !form.validateAll()) return;
    setBusy(true);
    try {
      const res = await authApi.updateOwnInfo({
        nick_name: form.values.nick_name.trim(),
        qq: form.values.qq.trim(),
        avatar: form.values.avatar.trim(),
      });
      if (!isOk(res)) {
        toast.error(res.message || '修改失败', ERROR_TITLE);
        return;
      }
      toast.success('个人信息修改成功');
      await refreshUserInfo(user.id);
    } catch {
      // Reported by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="uc-card uc-form" onSubmit={submit} noValidate aria-labelledby="uc-profile-title">
      <h2 id="uc-profile-title" className="uc-card__title">编辑资料</h2>
      <div className="uc-avatar-row">
        <UserAvatar src={form.values.avatar} name={form.values.nick_name || user.nick_name} size={64} />
        <div className="uc-avatar-row__actions">
          <button type="button" className="uc-button uc-button--ghost" onClick={() => fileRef.current?.click()} disabled={uploading}>
            {uploading ? '上传中…' : '上传头像'}
          </button>
          <span className="uc-hint">超过 800 KB 的图片会先压缩再上传</span>
          <input ref={fileRef} type="file" accept="image/*" hidden onChange={onFile} aria-label="选择头像图片" />
        </div>
      </div>
      <AuthField
        label="头像地址"
        name="avatar"
        placeholder="上传后自动填写，也可粘贴图片链接"
        value={form.values.avatar}
        error={form.errors.avatar}
        onValueChange={(v) => form.change('avatar', v)}
        onBlur={() => form.blur('avatar')}
      />
      <AuthField
        label="昵称"
        name="nick_name"
        value={form.values.nick_name}
        error={form.errors.nick_name}
        onValueChange={(v) => form.change('nick_name', v)}
        onBlur={() => form.blur('nick_name')}
      />
      <AuthField
        label="QQ"
        name="qq"
        inputMode="numeric"
        placeholder="选填"
        value={form.values.qq}
        error={form.errors.qq}
        onValueChange={(v) => form.change('qq', v)}
        onBlur={() => form.blur('qq')}
      />
      <button type="submit" className="uc-button" disabled={busy || uploading} aria-busy={busy}>
        {busy ? '保存中…' : '保存资料'}
      </button>
    </form>
  );
}
