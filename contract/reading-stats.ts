/**
 * Length and reading time of a markdown article. Chinese is counted by
 * characters (a reader takes in about 300 a minute), Latin text by words
 * (about 200 a minute); code blocks read slower but count the same, which is
 * close enough for a "约 N 分钟" hint.
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;
const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9'’_-]*/g;
const CJK_CHARS_PER_MINUTE = 300;
const LATIN_WORDS_PER_MINUTE = 200;

/** Markdown syntax that a reader never reads: image/link targets, html tags, fences' language names. */
function stripMarkup(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/^\s*```.*$/gm, ' ');
}

export interface ReadingStats {
  /** CJK characters plus Latin words. */
  words: number;
  /** Whole minutes, at least 1 for any non-empty text. */
  minutes: number;
}

export function readingStats(markdown: string): ReadingStats {
  const text = stripMarkup(markdown ?? '');
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(LATIN_WORD)?.length ?? 0;
  const words = cjk + latin;
  if (words === 0) return { words: 0, minutes: 0 };
  const minutes = cjk / CJK_CHARS_PER_MINUTE + latin / LATIN_WORDS_PER_MINUTE;
  return { words, minutes: Math.max(1, Math.round(minutes)) };
}

/** 1234 → '1234', 12345 → '1.2万' (word counts on the article header). */
export function formatWordCount(words: number): string {
  if (words >= 10_000) return `${(Math.floor(words / 1000) / 10).toFixed(1)}万`;
  return String(words);
}
