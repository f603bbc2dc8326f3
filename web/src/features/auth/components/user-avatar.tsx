import { useState } from 'react';

/** Avatar image, falling back to the first character of the name on a coloured disc. */
export function UserAvatar({ src, name, size = 88 }: { src?: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src && !failed) {
    return <img className="user-avatar" src={src} alt={`${name}的头像`} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="user-avatar user-avatar--fallback" style={style} role="img" aria-label={`${name}的头像`}>
      {Array.from(name.trim() || '?')[0]}
    </span>
  );
}
