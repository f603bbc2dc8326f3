import { isSafeMarkup } from '@/lib/markup';
import { userMarkdownToHtml } from '@/lib/user-markdown';

/**
 * User text (comments, board notes, talks, notifications): what the reader
 * typed is what readers see. Spec §5: only text that passes the markup check
 * may carry tags, and only the allowed ones render; every other `<…>` shows
 * as typed, as does code. A small Markdown subset and emoji (plain unicode)
 * work everywhere. No class (a class the site styles would let a note dress
 * up as the page's own chrome) and only this site's pictures: lib/user-tag.ts.
 */
export function toSafeHtml(text: string): string {
  return userMarkdownToHtml(text, isSafeMarkup(text));
}

/** The same text on one plain line (the board's danmu): what readers would read, without its formatting. */
export function toPlainText(text: string): string {
  const box = document.createElement('template');
  box.innerHTML = toSafeHtml(text);
  return box.content.textContent ?? '';
}
