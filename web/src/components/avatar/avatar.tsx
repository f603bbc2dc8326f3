import { useState } from 'react';
import { Picture } from '../picture/picture';
import './avatar.css';

/** A round avatar; without a picture (guests, broken links) the first character on a soft disc. */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src && !failed) return <Picture className="c-avatar" src={src} sizes={`${size}px`} alt="" style={style} loading="lazy" onError={() => setFailed(true)} />;
  return (
    <span className="c-avatar c-avatar--text" style={style} aria-hidden="true">
      {Array.from(name.trim() || '?')[0]}
    </span>
  );
}
