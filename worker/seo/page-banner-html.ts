import { esc } from './esc';

/**
 * The app's PageBanner (web/src/components/page-banner.tsx) as HTML, for the
 * first paint (prerender.ts): React replaces it with its own, which must be
 * the same, or the page jumps as the app starts (tests/web/first-paint-banners.test.tsx
 * compares the two). `subtitleHtml` is markup, already escaped.
 */
export function pageBannerHtml({ size, title, image, subtitleHtml = '' }: { size: 'hero' | 'page'; title: string; image?: string; subtitleHtml?: string }): string {
  return (
    `<header class="page-banner page-banner--${size}">` +
    (image ? `<img class="page-banner__image" src="${esc(image)}" alt="" decoding="async" fetchpriority="high">` : '') +
    '<div class="page-banner__shade" aria-hidden="true"></div>' +
    `<div class="page-banner__content"><h1 class="page-banner__title">${esc(title)}</h1>${subtitleHtml ? `<div class="page-banner__subtitle">${subtitleHtml}</div>` : ''}</div>` +
    '</header>'
  );
}
