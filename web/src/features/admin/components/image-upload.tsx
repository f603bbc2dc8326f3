/** Picks one or many images, uploads each to R2 (/api/upload/img) and reports their URLs. */
import { useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';

interface Props {
  value: string;
  onChange: (url: string) => void;
  label?: string;
  id?: string;
}

export function ImageUpload({ value, onChange, label = '上传图片', id }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await adminApi.uploadImage(file));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '上传失败');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="adm-upload">
      {value ? <img className="adm-upload__preview" src={value} alt="" /> : <div className="adm-upload__placeholder">未选择图片</div>}
      <div className="adm-upload__actions">
        <button type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? '上传中…' : label}
        </button>
        {value ? (
          <button type="button" className="adm-btn adm-btn--text" onClick={() => onChange('')}>
            移除
          </button>
        ) : null}
      </div>
      <input ref={input} id={id} type="file" accept="image/*" hidden onChange={(e) => void pick(e.target.files?.[0])} />
    </div>
  );
}

/** Several images at once (talks, photos): uploads in order and returns every URL that made it. */
export function MultiImagePick({ onUploaded, label = '选择图片（可多选）', testId }: { onUploaded: (urls: string[]) => void; label?: string; testId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState('');
  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const urls: string[] = [];
    let n = 0;
    for (const file of Array.from(files)) {
      setProgress(`上传中 ${++n}/${files.length}`);
      try {
        urls.push(await adminApi.uploadImage(file));
      } catch (e) {
        toast.error(`${file.name}：${e instanceof Error ? e.message : '上传失败'}`);
      }
    }
    setProgress('');
    if (input.current) input.current.value = '';
    if (urls.length) onUploaded(urls);
  };
  return (
    <>
      <button type="button" className="adm-btn adm-btn--ghost" disabled={Boolean(progress)} onClick={() => input.current?.click()}>
        {progress || label}
      </button>
      <input ref={input} data-testid={testId} type="file" accept="image/*" multiple hidden onChange={(e) => void pick(e.target.files)} />
    </>
  );
}
