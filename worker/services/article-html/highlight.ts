import hljs from 'highlight.js/lib/core';
import { escapeHtml } from '../../../contract/escape-html';
import { registerArticleLanguages } from '../../../contract/highlight-languages';

registerArticleLanguages(hljs);

const EDGE_NEWLINES = /^\n+|\n+$/g;

/**
 * A code block's inside, as the reader's page showed it once its highlighter
 * had run (web/src/lib/highlighter.ts): md-editor-rt trims the block's outer
 * newlines, and the block is coloured in its language when the blog knows
 * that language (contract/highlight-languages.ts), else left plain, never
 * guessed at.
 */
export function highlightCode(code: string, language: string): string {
  const trimmed = code.replace(EDGE_NEWLINES, '');
  if (!language || !hljs.getLanguage(language)) return escapeHtml(trimmed);
  return hljs.highlight(trimmed, { language, ignoreIllegals: true }).value;
}
