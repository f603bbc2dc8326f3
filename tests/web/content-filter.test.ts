import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsReplacement } from '../../contract/content-filter';

const SCRIPT_WORDS = ['script', 'alert', 'window', 'prompt', 'location', 'href', 'iframe', 'onload', 'onerror'];
const INSULT_WORDS = ['傻逼', '煞笔', '沙比', '脑残', '妈的', '草泥马', '操你', '去死', '狗东西', '贱人'];

/** The check as it was before it became one expression: a lowered copy searched for each word. */
function byEachWord(text: string): boolean {
  const lower = text.toLowerCase();
  return SCRIPT_WORDS.some((w) => lower.includes(w)) || INSULT_WORDS.some((w) => text.includes(w));
}

describe('the content filter answers as the word-by-word check did', () => {
  it('for the words themselves, in any letter case, inside other text', () => {
    for (const word of [...SCRIPT_WORDS, ...INSULT_WORDS]) {
      expect(needsReplacement(word)).toBe(true);
      expect(needsReplacement(`前面${word.toUpperCase()}后面`)).toBe(true);
    }
    expect(needsReplacement('<ScRiPt>')).toBe(true);
    expect(needsReplacement('你好，世界')).toBe(false);
    expect(needsReplacement('')).toBe(false);
  });

  it('for letters whose lower case is not ASCII, or whose upper case is (İ, ſ, K, ı)', () => {
    for (const text of ['İframe', 'ſcript', 'ſcrİpt', 'hreḟ', 'ıframe', 'onloaD', 'wındow', 'KSCRIPT', 'scrİpt', 'İ', 'onerrorİ']) {
      expect(needsReplacement(text)).toBe(byEachWord(text));
    }
  });

  it('for generated texts built from the words, their letters and other characters', () => {
    const pieces = fc.oneof(
      fc.constantFrom(...SCRIPT_WORDS, ...INSULT_WORDS),
      fc.constantFrom(...SCRIPT_WORDS).map((w) => w.toUpperCase()),
      fc.constantFrom(...'scriptalewndohfmSCRIPTALEWNDOHFMİıſK傻逼妈的 <>'.split('')),
      fc.string({ maxLength: 4 }),
      fc.string({ unit: 'binary', maxLength: 3 }),
    );
    const text = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => needsReplacement(t) === byEachWord(t)),
      { numRuns: 5000, seed: 26 },
    );
  });
});
