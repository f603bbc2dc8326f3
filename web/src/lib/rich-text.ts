import { isOwnImage } from '@contract/own-image';
import { isSafeMarkup } from '@/lib/markup';
import { sanitizeUserHtml, type UserHtmlPolicy } from '@/lib/sanitize-article';
import { userMarkdownToHtml } from '@/lib/user-markdown';
import { RENDERED_TAGS, USER_TAGS } from '@contract/user-tags';

/**
 * No class: a class the site styles (a fixed banner, the header's) would let
 * a reader dress a note up as the page's own chrome, and our renderer emits none.
 * Images are kept only when this site serves them (the shared own-image rule):
 * no third-party request at render time.
 */
const POLICY: UserHtmlPolicy = {
  tags: [...USER_TAGS, ...RENDERED_TAGS],
  attrs: ['href', 'src', 'alt', 'title'],
  keepImage: isOwnImage,
};

/**
 * User text (comments, board notes, talks, notifications): what the reader
 * typed is what readers see. Spec §5: only text that passes the markup check
 * may carry tags, and only the allowed ones render; every other `<…>` shows
 * as typed, as does code. A small Markdown subset and emoji (plain unicode)
 * work everywhere. The result passes the article sanitizer, narrowed.
 */
export function toSafeHtml(text: string): string {
  return userHtml(text, isSafeMarkup(text));
}

/** toSafeHtml with the markup check's answer given: `markup` lets the allowed tags through, and then the sanitizer decides. */
export function userHtml(text: string, markup: boolean): string {
  return sanitizeUserHtml(userMarkdownToHtml(text, markup), POLICY);
}

/** The same text on one plain line (the board's danmu): what readers would read, without its formatting. */
export function toPlainText(text: string): string {
  const box = document.createElement('template');
  box.innerHTML = toSafeHtml(text);
  return box.content.textContent ?? '';
}
