import { isOwnImage } from '@contract/own-image';
import DOMPurify from 'dompurify';

/**
 * Chat text travels as an HTML string (contract §3.3: the original sent a
 * contenteditable's innerHTML). We send what was typed, escaped, so it shows
 * exactly as typed; what arrives is rendered through an allow-list, because
 * other clients may send markup.
 */
const ALLOWED_TAGS = ['br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'p', 'div', 'code'];

export function sanitizeChatHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/** Image messages are shown only for pictures this site serves (the shared own-image rule). */
export const isOwnImageUrl = (url: string): boolean => isOwnImage(url);
