import { ARTICLE_URI_PATTERN, EXTERNAL_LINK_REL, compact, hasCssUrl, isExternalHref, isOwnImageSrc } from '@contract/article-html-policy';
import { escapeHtml } from '@contract/escape-html';
import { isOwnImage } from '@contract/own-image';

/*
 * User text is safe by construction, without a sanitizer on every page that
 * shows it (DOMPurify was 11 KB of each talk and board page's first visit):
 * the renderer escapes every character the reader typed, and the only markup
 * it writes is its own fixed tags, the links below and the typed tags below,
 * rebuilt from a fixed name with only the attributes user text may carry,
 * checked as the article allow-list checks them (own images only, safe
 * addresses, no CSS url() in a title, rel on outside links).
 */

/** An address a link or picture may carry (the article allow-list's schemes). */
const safeAddress = (value: string) => ARTICLE_URI_PATTERN.test(compact(value));

/** The renderer's link: its address only when safe, rel when it leaves the site. */
export function linkHtml(href: string, innerHtml: string): string {
  if (!safeAddress(href)) return `<a>${innerHtml}</a>`;
  const rel = isExternalHref(href) ? ` rel="${EXTERNAL_LINK_REL}"` : '';
  return `<a href="${escapeHtml(href)}"${rel}>${innerHtml}</a>`;
}

/**
 * A tag the reader typed, `name` one of USER_TAGS: the same tag with only
 * title and alt text, and a picture's address when this site serves it (a
 * picture without one is left out). The typed tag is read by the browser's
 * own parser in an inert template (nothing runs or loads there), so its
 * attributes are read as the page would read them; none is copied as typed.
 */
export function userTagHtml(typed: string, name: string): string {
  if (typed.startsWith('</')) return `</${name}>`;
  const box = document.createElement('template');
  box.innerHTML = typed;
  const element = box.content.firstElementChild;
  if (element?.localName !== name) return escapeHtml(typed);
  let attrs = '';
  for (const attr of ['src', 'alt', 'title']) {
    const value = element.getAttribute(attr);
    if (value === null) continue;
    const kept = attr === 'src' ? name === 'img' && safeAddress(value) && isOwnImageSrc(value) && isOwnImage(value) : !hasCssUrl(value);
    if (kept) attrs += ` ${attr}="${escapeHtml(value)}"`;
  }
  if (name === 'img' && !attrs.startsWith(' src=')) return '';
  return `<${name}${attrs}>`;
}
