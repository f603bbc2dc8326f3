import type { LinkItem } from '@contract/links';
import { LINK_DESC_MAX, LINK_NAME_MAX, linkApplyTexts, isWebAddress } from '@contract/links-apply';
import { useEffect, useId, useRef, useState } from 'react';
import { ChallengeStatus } from '@/components/challenge-status/challenge-status';
import { CloseIcon } from '@/components/icons';
import { useLayer } from '@/components/layer/use-layer';
import { toast } from '@/components/toast/toast';
import { toastWritten } from '@/lib/write-notice';
import { isOk } from '@/lib/api-client';
import { prepareChallenge } from '@/lib/challenge/challenge-pool';
import { compressIfLarge } from '@/lib/compress-image';
import { linkApplyApi, type LinkApplyForm } from '../api/link-apply-api';
import './link-apply.css';

function check(form: LinkApplyForm): string | null {
  if (!form.site_name.trim()) return linkApplyTexts.nameRequired;
  if (!form.site_desc.trim()) return linkApplyTexts.descRequired;
  if (!form.url.trim()) return linkApplyTexts.urlRequired;
  if (!isWebAddress(form.url.trim())) return linkApplyTexts.urlInvalid;
  return null;
}

/** Apply for a friend link, or edit one's own (it goes back to review either way). */
export function LinkApplyDialog({ link, onClose, onDone }: { link?: LinkItem; onClose: () => void; onDone?: () => void }) {
  const [form, setForm] = useState<LinkApplyForm>({
    site_name: link?.site_name ?? '',
    site_desc: link?.site_desc ?? '',
    site_avatar: link?.site_avatar ?? '',
    url: link?.url ?? '',
  });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const set = (key: keyof LinkApplyForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  // focus starts in 网站名称, stays in the dialog, and Escape or 取消 hand it back to 申请友链 / 编辑
  useLayer(rootRef, { open: true, onClose, modal: true, initialFocus: '.link-apply__field input' });
  // the proof-of-work is solved while the form is filled in
  useEffect(() => {
    prepareChallenge('link');
  }, []);

  const upload = async (file?: File) => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await linkApplyApi.uploadAvatar(await compressIfLarge(file));
      if (isOk(res) && res.result?.url) set('site_avatar', res.result.url);
      else toast.error(res.message || '图片上传失败');
    } catch {
      toast.error('图片上传失败');
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const problem = check(form);
    setError(problem ?? '');
    if (problem || busy) return;
    setBusy(true);
    try {
      const clean = { ...form, site_name: form.site_name.trim(), site_desc: form.site_desc.trim(), url: form.url.trim() };
      const res = link ? await linkApplyApi.update(link, clean) : await linkApplyApi.add(clean);
      if (!isOk(res)) return setError(res.message);
      toastWritten(res.message, link ? linkApplyTexts.updated : linkApplyTexts.applied);
      onDone?.();
      onClose();
    } catch {
      // the API client already showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={rootRef} className="link-apply" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={onClose}>
      <form className="link-apply__box card" onClick={(e) => e.stopPropagation()} onSubmit={(e) => (e.preventDefault(), void submit())}>
        <header className="link-apply__head">
          <h2 id={titleId}>{link ? '修改友链' : '申请友链'}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="关闭">
            <CloseIcon />
          </button>
        </header>
        <p className="link-apply__hint">提交后需要博主审核，通过后会出现在友链列表里。</p>
        <div className="link-apply__avatar">
          <button type="button" className="link-apply__pick" onClick={() => fileRef.current?.click()} disabled={busy} aria-label="上传网站头像">
            {form.site_avatar ? <img src={form.site_avatar} alt="" /> : <span>+</span>}
          </button>
          <span>{busy ? '处理中…' : '网站头像（点击上传）'}</span>
          <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void upload(e.target.files?.[0])} />
        </div>
        <label className="link-apply__field">
          <span>网站名称</span>
          <input value={form.site_name} maxLength={LINK_NAME_MAX} onChange={(e) => set('site_name', e.target.value)} placeholder="我的小站" />
        </label>
        <label className="link-apply__field">
          <span>网站描述</span>
          <input value={form.site_desc} maxLength={LINK_DESC_MAX} onChange={(e) => set('site_desc', e.target.value)} placeholder="一句话介绍你的网站" />
        </label>
        <label className="link-apply__field">
          <span>网站地址</span>
          <input value={form.url} inputMode="url" onChange={(e) => set('url', e.target.value)} placeholder="https://example.com" />
        </label>
        {error ? <p className="link-apply__error" role="alert">{error}</p> : null}
        <div className="link-apply__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {link ? '提交修改' : '提交申请'}
          </button>
        </div>
        <ChallengeStatus scope="link" />
      </form>
    </div>
  );
}
