import { useState } from 'react';

/** Avatar picture, or the first character of the name on a tinted disc when there is none. */
export function ChatAvatar({ src, name, size = 36 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src && !failed) return <img className="chat-avatar" src={src} alt="" style={style} onError={() => setFailed(true)} />;
  return (
    <span className="chat-avatar chat-avatar--letter" style={style} aria-hidden="true">
      {Array.from(name.trim() || '?')[0]}
    </span>
  );
}
