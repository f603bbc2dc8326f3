import { useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { Picture } from '@/components/picture/picture';
import './blog-common.css';

interface LazyCoverProps {
  src: string;
  alt: string;
  className?: string;
  /** Load early (the first card above the fold). */
  eager?: boolean;
  /** The cover's width on the page, for choosing a variant. */
  sizes?: string;
}

/**
 * A cover image inside a box whose aspect ratio is fixed by CSS, so nothing
 * moves when it arrives; articles without a cover get the soft fallback art.
 */
export function LazyCover({ src, alt, className = '', eager = false, sizes = '(max-width: 640px) 100vw, 480px' }: LazyCoverProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, { eager });
  return (
    <div className={`cover-box ${className}`} ref={box}>
      {src ? (
        near ? (
          <Picture src={src} sizes={sizes} alt={alt} decoding="async" onLoad={(e) => e.currentTarget.classList.add('is-loaded')} />
        ) : null
      ) : (
        <span className="cover-box__fallback" aria-hidden="true">
          {Array.from(alt)[0] ?? ''}
        </span>
      )}
    </div>
  );
}
