import DOMPurify from 'dompurify';
import type { UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  ARTICLE_ALLOWED_ATTR,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_URI_PATTERN,
  EXTERNAL_LINK_REL,
  cellAlignStyle,
  hasCssUrl,
  isExternalHref,
  isOwnImageSrc,
} from '@contract/article-html-policy';

/**
 * The article allow-list (contract/article-html-policy.ts) applied with
 * DOMPurify: md-editor-rt hands every rendered article, on the reader's page
 * and in the owner's editor preview, to this function before it reaches the
 * DOM. A private DOMPurify instance, so these hooks never touch the comment
 * or chat sanitizers that share the default one.
 */
const purifier = DOMPurify(window);

const HEADING = /^H[1-6]$/;

/** While user text is sanitized (sanitizeUserHtml), its narrower policy. */
let userPolicy: UserHtmlPolicy | null = null;

purifier.addHook('uponSanitizeAttribute', (node: Element, event: UponSanitizeAttributeHookEvent) => {
  const { attrName, attrValue } = event;
  // DOMPurify drops ids that share a name with a document property ("title",
  // "images", "links"); a heading's id is the table of contents' anchor, and
  // headings never clobber document properties, so theirs are kept.
  if (attrName === 'id' && HEADING.test(node.nodeName)) {
    event.forceKeepAttr = true;
    return;
  }
  if (attrName === 'style') {
    const align = node.nodeName === 'TH' || node.nodeName === 'TD' ? cellAlignStyle(attrValue) : null;
    if (align) event.attrValue = align;
    else event.keepAttr = false;
    return;
  }
  if (attrName !== 'href' && attrName !== 'src' && hasCssUrl(attrValue)) event.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node: Element) => {
  switch (node.nodeName) {
    case 'IMG':
      if (!isOwnImageSrc(node.getAttribute('src') ?? '') || (userPolicy && !userPolicy.keepImage(node.getAttribute('src') ?? ''))) node.remove();
      break;
    case 'INPUT':
      // only the task list's checkboxes, and never editable
      if (node.getAttribute('type') !== 'checkbox') node.remove();
      else node.setAttribute('disabled', '');
      break;
    case 'A':
    case 'a': {
      const href = node.getAttribute('href');
      if (href && isExternalHref(href)) node.setAttribute('rel', EXTERNAL_LINK_REL);
      break;
    }
  }
});

const CONFIG = {
  ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: ARTICLE_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
};

/** md-editor-rt's `sanitize` prop: the rendered HTML in, the allowed part of it out. */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}

export interface UserHtmlPolicy {
  /** tags user text may carry: a subset of the article's */
  tags: readonly string[];
  /** attributes, a subset of the article's (no class: a class the site styles would dress user text up as the page's chrome) */
  attrs: readonly string[];
  /** a further test for image sources */
  keepImage: (src: string) => boolean;
}

/**
 * Comments, board notes and talks through the same purifier and hooks as
 * articles (own images only, safe addresses, rel on outside links), narrowed
 * to what user text may carry.
 */
export function sanitizeUserHtml(html: string, policy: UserHtmlPolicy): string {
  userPolicy = policy;
  try {
    return purifier.sanitize(html, {
      ...CONFIG,
      ALLOWED_TAGS: policy.tags.filter((tag) => ARTICLE_ALLOWED_TAGS.includes(tag)),
      ALLOWED_ATTR: policy.attrs.filter((attr) => ARTICLE_ALLOWED_ATTR.includes(attr)),
    });
  } finally {
    userPolicy = null;
  }
}
