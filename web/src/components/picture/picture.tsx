import { useState, type ImgHTMLAttributes } from 'react';
import { externalImageTexts } from '@contract/image-sources';
import { pictureSources } from './picture-src';
import './picture.css';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  /** The slot's width for `sizes` (e.g. "(max-width: 640px) 50vw, 260px"); decides which variant loads. */
  sizes: string;
  /** A picture that cannot load leaves its place empty (a banner's own background shows) instead of the placeholder. */
  hideMissing?: boolean;
};

/** The frame a picture that cannot load leaves: its alt text on a soft pattern, never the browser's broken-image icon. */
function MissingPicture({ alt, className = '' }: { alt?: string; className?: string }) {
  const text = alt?.trim() || externalImageTexts.missing;
  return (
    <span className={`picture-missing ${className}`} role="img" aria-label={text}>
      <svg className="picture-missing__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 5h16v14H4zM4 15l4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 8.5h.01" />
      </svg>
      <span className="picture-missing__text">{text}</span>
    </span>
  );
}

/** An <img> that names its responsive variants and shows the placeholder when it cannot load. */
export function Picture({ src, sizes, alt = '', hideMissing = false, onError, className, ...rest }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return hideMissing ? null : <MissingPicture alt={alt} className={className} />;
  return (
    <img
      {...rest}
      {...pictureSources(src, sizes)}
      className={className}
      alt={alt}
      onError={(e) => {
        setFailed(src);
        onError?.(e);
      }}
    />
  );
}
