import type { ReactNode } from 'react';
import { Picture } from './picture/picture';

interface PageBannerProps {
  title: string;
  /** Background image URL; without one a soft gradient in the accent colour is used. */
  image?: string;
  subtitle?: ReactNode;
  /** 'hero' fills the first screen (home); 'page' is the usual short header. */
  size?: 'page' | 'hero';
  /** Extra overlay content (e.g. a scroll-down cue), placed over the whole banner. */
  children?: ReactNode;
}

/** The header image with the page title over it that every page opens with. */
export function PageBanner({ title, image, subtitle, size = 'page', children }: PageBannerProps) {
  return (
    <header className={`page-banner page-banner--${size}`}>
      {image ? <Picture className="page-banner__image" src={image} sizes="100vw" alt="" decoding="async" fetchPriority="high" hideMissing /> : null}
      <div className="page-banner__shade" aria-hidden="true" />
      <div className="page-banner__content">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle ? <div className="page-banner__subtitle">{subtitle}</div> : null}
      </div>
      {children}
    </header>
  );
}
