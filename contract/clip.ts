/**
 * Cutting user text without cutting a character. JavaScript strings are
 * UTF-16, so `slice` can split an emoji into a lone surrogate, which is not
 * valid UTF-8 and stops HTMLRewriter mid-page. These cut between graphemes
 * (what a reader sees as one character: 👍🏽, 👨‍👩‍👧, é), falling back to code
 * points where Intl.Segmenter is missing. Shared by the worker and the app.
 */

let made: Intl.Segmenter | null | undefined;
/** Made on first use, so importing this costs nothing at start-up. */
const graphemes = () => (made ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'grapheme' }) : null);

/** The characters of a text, each a whole grapheme (or code point without Intl.Segmenter). */
function* characters(text: string): Generator<string> {
  const segmenter = graphemes();
  if (segmenter) for (const s of segmenter.segment(text)) yield s.segment;
  else yield* text;
}

/** The first `max` characters of a text, nothing added. */
export function firstChars(text: string, max: number): string {
  if (text.length <= max) return text; // a character is at least one UTF-16 unit
  let out = '';
  let n = 0;
  for (const ch of characters(text)) {
    if (n++ >= max) break;
    out += ch;
  }
  return out;
}

/** At most `max` characters: a longer text keeps `max - 1` of them and ends with the ellipsis. */
export function clip(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const head = firstChars(text, max);
  if (head.length === text.length) return text;
  return firstChars(head, Math.max(0, max - 1)) + ellipsis;
}

/** A UTF-16 index moved back to the start of the character it falls inside, so slicing there splits nothing. */
export function charStart(text: string, index: number): number {
  if (index <= 0) return 0;
  if (index >= text.length) return text.length;
  const segmenter = graphemes();
  if (segmenter) return segmenter.segment(text).containing(index)?.index ?? index;
  const unit = text.charCodeAt(index);
  const before = text.charCodeAt(index - 1);
  const splitsPair = unit >= 0xdc00 && unit <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
  return splitsPair ? index - 1 : index;
}

/** `text.slice(start, end)` with both ends moved to character boundaries. */
export function sliceChars(text: string, start: number, end = text.length): string {
  return text.slice(charStart(text, start), charStart(text, end));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Lone surrogates replaced by U+FFFD, so the text always encodes as UTF-8. */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');
