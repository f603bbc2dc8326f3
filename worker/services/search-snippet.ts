/**
 * What a search result quotes from an article: the prose a reader sees, never
 * its markup. The index keeps code (searching a function name still finds the
 * article), but a snippet of "kind.mime } });" or "--------- 强缓存" tells the
 * reader nothing, so here code blocks, rules, table rules and markdown marks go.
 */
import { sliceChars } from '../../contract/clip';
import { escapeHtml } from '../../contract/escape-html';

const SNIPPET_CONTEXT = 40;

/** Markdown as the sentences a reader sees: no code blocks, rules, tables' rules, images, marks or tags. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, '\n') // fenced code, closed or to the end
    .replace(/^(?: {4}|\t).*$/gm, '') // indented code
    .replace(/^ {0,3}(?:[-*_=] *){3,}$/gm, '') // thematic breaks and setext underlines
    .replace(/^ *\|? *:?-{2,}:? *(?:\| *:?-{2,}:? *)*\|? *$/gm, '') // a table's rule row
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // images say nothing in a snippet
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`\n]*)`/g, '$1')
    .replace(/^ {0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~|#>`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escaped text with every occurrence of the query's terms wrapped in <mark>. */
export function highlight(text: string, query: string): string {
  const words = query.split(/\s+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return escapeHtml(text);
  const re = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(re)
    .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}

/** About 80 characters of readable text around the query's first occurrence, highlighted, with ellipses where cut. */
export function snippetOf(markdown: string, query: string): string {
  const plain = readableText(markdown);
  const at = plain.toLowerCase().indexOf(query.toLowerCase());
  const start = Math.max(0, at - SNIPPET_CONTEXT / 2);
  const piece = sliceChars(plain, start, start + SNIPPET_CONTEXT * 2 + query.length);
  return (start > 0 ? '…' : '') + highlight(piece, query) + (start + piece.length < plain.length ? '…' : '');
}
