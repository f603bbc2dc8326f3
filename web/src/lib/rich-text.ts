import DOMPurify from 'dompurify';
import { textToHtml } from '@contract/escape-html';
import { isOwnImage } from '@contract/own-image';
import { isSafeMarkup } from '@/lib/markup';

/**
 * User text (comments, board notes, notifications) may carry a little HTML
 * (contract §3.4/§3.8). Spec §5: only text that passes the markup check is
 * treated as markup, and even then it goes through an allow-list; everything
 * else is shown exactly as typed.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'code', 'img'];
/**
 * No class: nothing we render into user text carries one (emoji are unicode
 * characters, images are plain <img>), and a class the site styles (a fixed
 * banner, the header's) would let a reader dress a note up as the page's own chrome.
 */
const ALLOWED_ATTR = ['src', 'alt'];

/** Images are kept only when this site serves them (the shared own-image rule): no third-party request at render time. */
function keepOwnImages(node: Element) {
  if (node.tagName === 'IMG' && !isOwnImage(node.getAttribute('src') ?? '')) node.remove();
}

export function toSafeHtml(text: string): string {
  if (!isSafeMarkup(text)) return textToHtml(text);
  DOMPurify.addHook('afterSanitizeAttributes', keepOwnImages);
  try {
    return DOMPurify.sanitize(text, { ALLOWED_TAGS, ALLOWED_ATTR });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
