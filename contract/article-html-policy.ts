/**
 * What an article's HTML may contain once its markdown is rendered. Plain
 * data and string checks only (no DOM): the worker applies it to the articles
 * it renders for readers (worker/services/article-html/sanitize.ts, with
 * HTMLRewriter) and the web to the console's editor preview
 * (web/src/lib/sanitize-article.ts, with DOMPurify).
 *
 * Articles are markdown, and markdown-it keeps raw HTML, so the list is what
 * md-editor-rt's output needs (headings with ids for the table of contents,
 * code blocks with their copy button and collapse icon, task lists and
 * their labels, heading anchors with their names, admonitions, tables,
 * figures) plus the harmless inline HTML writers use.
 * Anything that runs, loads or submits (script, iframe, frame, form, input
 * other than a disabled checkbox, button, style, link, meta, base, object,
 * embed, svg use/image/animate, math) is left out.
 */

/**
 * The id md-editor-rt gave the reader's preview: the page's body element
 * carries it, and code tabs name it. Here, not in article.ts, because the
 * reader's page imports it and article.ts would bring zod along.
 */
export const ARTICLE_PREVIEW_ID = 'article-preview';

export const ARTICLE_ALLOWED_TAGS: readonly string[] = [
  // text and blocks
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'sub', 'sup', 'kbd', 'small', 'abbr', 'q', 'cite', 'dfn', 'var', 'samp',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'details', 'summary', 'figure', 'figcaption', 'img', 'ruby', 'rt', 'rp',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
  // task-list checkboxes (the sanitizer keeps only disabled checkboxes), and the label that names each by its item's text
  'input', 'label',
  // the icons md-editor-rt draws into code blocks: shapes only, nothing that links or animates
  'svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon',
];

/** The allowed tags that are SVG's: kept only inside an <svg>, and nothing else is kept there. */
export const ARTICLE_SVG_TAGS: readonly string[] = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'];

export const ARTICLE_ALLOWED_ATTR: readonly string[] = [
  'id', 'class', 'title', 'alt', 'href', 'src', 'width', 'height', 'lang', 'dir',
  'open', 'start', 'reversed', 'colspan', 'rowspan', 'scope', 'span', 'datetime', 'cite',
  // table cell alignment (the sanitizer keeps nothing but text-align)
  'style',
  'type', 'checked', 'disabled',
  // the heading anchors' names (contract/article-markdown.ts)
  'aria-label',
  // the highlighter finds code blocks by this attribute
  'language',
  // md-editor-rt: line anchors for the editor's scroll sync, the copy button's tooltip
  'data-line', 'data-tips', 'data-is-icon',
  'xmlns', 'viewbox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-rule', 'clip-rule',
  'opacity', 'transform', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points',
];

/**
 * Allowed attributes that are never read as an address (DOMPurify's
 * URI-safe list): any other allowed attribute must pass ARTICLE_URI_PATTERN
 * or be empty, so none can carry a javascript: value.
 */
export const ARTICLE_PLAIN_ATTR: readonly string[] = ['alt', 'class', 'id', 'title', 'style', 'xmlns', 'aria-label'];

/**
 * Link and image addresses: http, https, mailto, or no scheme at all
 * (relative paths, /paths, #anchors, ?queries). javascript:, data:,
 * vbscript: and every other scheme fail. Tested on the value with
 * whitespace and control characters removed, as browsers read it.
 */
export const ARTICLE_URI_PATTERN = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** rel for links that leave the site: no window.opener, no Referer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

const INVISIBLE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
/** A value as browsers read it for its scheme: whitespace and control characters removed. */
export const compact = (value: string) => value.replace(INVISIBLE, '');
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An image this site serves: a path with no scheme, no host and no
 * backslash ("/img/a.png", "a.png"). Other hosts are refused by the page's
 * CSP (img-src 'self') anyway, and data: or blob: sources are not article
 * images.
 */
export function isOwnImageSrc(src: string): boolean {
  const value = compact(src);
  if (!value || value.includes('\\')) return false;
  if (value.startsWith('//')) return false;
  return !HAS_SCHEME.test(value);
}

/** A link that leaves the site: an absolute http(s) address or a protocol-relative one ("//host", "/\host"). */
export function isExternalHref(href: string): boolean {
  const value = compact(href);
  return /^https?:/i.test(value) || /^[/\\]{2}/.test(value);
}

/** A table cell keeps its alignment and nothing else from a style attribute. */
export function cellAlignStyle(style: string): string | null {
  const match = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i.exec(style);
  return match ? `text-align:${match[1]!.toLowerCase()}` : null;
}

/** CSS url() in any attribute other than href/src could load a resource: never kept. */
export const hasCssUrl = (value: string) => /url\s*\(/i.test(value);
