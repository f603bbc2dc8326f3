/**
 * Words that make the server replace a whole text (api-contract §1.8). This is
 * a content rule, not a sanitizer: rendering always sanitizes with an allow-list.
 */
const SCRIPT_WORDS = ['script', 'alert', 'window', 'prompt', 'location', 'href', 'iframe', 'onload', 'onerror'];

/** A small blacklist of insults; the original's list was private. */
const INSULT_WORDS = ['傻逼', '煞笔', '沙比', '脑残', '妈的', '草泥马', '操你', '去死', '狗东西', '贱人'];

/** Local quotes that replace filtered text (the original fetched one from a third party: we do not). */
export const REPLACEMENT_QUOTES = [
  '生活不止眼前的代码，还有诗和远方。',
  '愿你出走半生，归来仍是少年。',
  '星光不问赶路人，时光不负有心人。',
  '温柔半两，从容一生。',
  '世界那么大，我想去看看。',
  '山高自有客行路，水深自有渡船人。',
];

/** Spec §5 markup check: looks like HTML and carries none of the script words. */
export function isSafeMarkup(text: string): boolean {
  if (!/<\/?[a-z][^>]*>/i.test(text)) return false;
  const lower = text.toLowerCase();
  return !SCRIPT_WORDS.some((w) => lower.includes(w));
}

/**
 * Every word in one expression, checked in one pass: the chat room asks this of every message, and
 * a lowered copy with 19 searches cost it about six times as much. `i` without `u` folds ASCII
 * letters only, as toLowerCase did for these words (tests/web/content-filter.test.ts holds the two
 * to the same answers).
 */
const REPLACED = new RegExp([...SCRIPT_WORDS, ...INSULT_WORDS].join('|'), 'i');

export function needsReplacement(text: string): boolean {
  return REPLACED.test(text);
}
