import { useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { useSession } from '@/lib/session-store';
import { isOk } from '@/lib/api-client';
import { compressIfLarge } from '@/lib/compress-image';
import { messageApi } from '../api/message-api';

const BG_COLORS = ['', '#f6a6b2', '#cfe8ff', '#7ec8a9', '#ffe29a', '#6c5b7b', '#409eff', '#f08a5d', '#355c7d'];

interface Props {
  bgColor: string;
  bgUrl: string;
  onChange: (bg: { bg_color: string; bg_url: string }) => void;
}

/** Card background: a colour, or a picture uploaded to this site (uploads need a login). */
export function BackgroundPicker({ bgColor, bgUrl, onChange }: Props) {
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const res = await messageApi.uploadImage(await compressIfLarge(file));
      if (isOk(res) && res.result?.url) onChange({ bg_color: '', bg_url: res.result.url });
      else toast.error(res.message || '图片上传失败');
    } catch {
      toast.error('图片上传失败');
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="mp-field">
      <span>背景</span>
      <div className="mp-swatches">
        {BG_COLORS.map((c) => (
          <button
            key={c || 'none'}
            type="button"
            className={`${!bgUrl && bgColor === c ? 'is-active' : ''}${c ? '' : ' mp-swatch--none'}`}
            style={c ? { background: c } : undefined}
            aria-label={c ? `背景颜色 ${c}` : '无背景'}
            onClick={() => onChange({ bg_color: c, bg_url: '' })}
          />
        ))}
        <input type="color" value={/^#[0-9a-f]{6}$/i.test(bgColor) ? bgColor : '#ffffff'} aria-label="自定义背景颜色" onChange={(e) => onChange({ bg_color: e.target.value, bg_url: '' })} />
        <button type="button" className="btn btn--ghost btn--small" disabled={uploading} onClick={() => (token ? fileRef.current?.click() : openLogin())}>
          {uploading ? '上传中…' : bgUrl ? '更换背景图' : '上传背景图'}
        </button>
        {bgUrl ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange({ bg_color: '', bg_url: '' })}>
            移除图片
          </button>
        ) : null}
        <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void upload(e.target.files?.[0])} />
      </div>
    </div>
  );
}
