import { useState } from 'react';
import { Lightbox } from '@/components/lightbox/lightbox';
import { Picture } from '@/components/picture/picture';
import { pictureSrc } from '@/components/picture/picture-src';

/** A talk's pictures as a square grid (1 wide, 2 or 3 columns); a click opens the viewer. */
export function TalkImages({ urls }: { urls: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const layout = urls.length === 1 ? 'one' : urls.length === 2 || urls.length === 4 ? 'two' : 'three';
  return (
    <>
      <ul className={`talk-images talk-images--${layout}`}>
        {urls.map((url, i) => (
          <li key={`${url}-${i}`}>
            <button type="button" className="talk-images__item" aria-label={`查看第 ${i + 1} 张图片`} onClick={() => setOpen(i)}>
              <Picture src={url} sizes={layout === 'one' ? '280px' : '150px'} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={urls.map(pictureSrc)} index={open} onIndexChange={setOpen} />
    </>
  );
}
