import { isSafeMarkup } from './content-filter';
import { RENDERED_TAGS, USER_TAGS } from './user-tags';

const RENDERED = new RegExp(`</?(${[...USER_TAGS, ...RENDERED_TAGS].join('|')})\\b[^>]*>`, 'gi');

/**
 * A comment as one line of plain text (the sidebar's 最新评论, the quote in a
 * notification): what the reader typed, without the markup
 * that would render (allowed tags when the text passes the markup check, Markdown's emphasis, code
 * ticks and link syntax). Anything else stays as typed: `Vec<String>` is not markup.
 */
export function commentExcerpt(content: string): string {
  let text = content;
  if (isSafeMarkup(text)) text = text.replace(RENDERED, '');
  return text
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '[图片]')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\*(?=[^\s*])([^*\n]*?[^\s*])\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
