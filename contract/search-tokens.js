// Plain JavaScript (typed with JSDoc) so both the worker and the node seed
// script import the very same tokenizer: the index and the queries must agree.

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|(?:(?![\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])[\p{L}\p{N}])+/gu;

/**
 * Splits text into index terms: Latin/digit words lowercased, CJK runs into
 * overlapping two-character pieces (a lone CJK character stays as itself).
 * D1's FTS5 tokenizers do not split Chinese, so we store these terms
 * space-separated and let unicode61 split on the spaces.
 * @param {string} text
 * @returns {string[]}
 */
function searchTerms(text) {
  /** @type {string[]} */
  const terms = [];
  for (const [run] of text.matchAll(RUN)) {
    if (!CJK.test(run[0] ?? '')) {
      terms.push(run.toLowerCase());
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) terms.push(run);
    for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1]);
  }
  return terms;
}

/** @param {string} text */
export function indexText(text) {
  return searchTerms(text).join(' ');
}

/**
 * An FTS5 MATCH expression: every term must appear (AND), each quoted so user
 * input can never be read as FTS syntax. Null when nothing searchable is left.
 * @param {string} query
 * @returns {string | null}
 */
export function matchExpression(query) {
  const terms = [...new Set(searchTerms(query))];
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
}

/** Markdown to plain text for indexing and snippets: drops code fences' markers, links' urls, images, markup.
 * @param {string} markdown
 */
export function markdownToText(markdown) {
  return markdown
    .replace(/```[^\n]*\n/g, '\n')
    .replace(/```/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
