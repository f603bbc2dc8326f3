import DOMPurify from 'dompurify';

/**
 * Search titles and snippets come escaped from the server with <mark> around
 * the matches; they still pass an allow-list of exactly that one tag, without
 * attributes, before they touch innerHTML.
 */
export function sanitizeMarked(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] });
}
