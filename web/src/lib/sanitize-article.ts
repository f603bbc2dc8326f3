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
 * DOM. A private DOMPurify instance, so these hooks never touch the chat
 * and search sanitizers that share the default one.
 */
const purifier = DOMPurify(window);

const HEADING = /^H[1-6]$/;

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
      if (!isOwnImageSrc(node.getAttribute('src') ?? '')) node.remove();
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
