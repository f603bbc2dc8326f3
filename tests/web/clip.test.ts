import { describe, expect, it } from 'vitest';
import { charStart, clip, firstChars, sliceChars, wellFormed } from '@contract/clip';
import { messageDeleteBody } from '@contract/message';
import { parseListQuery } from '@/features/blog/components/article-list-page';

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('clip', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(clip('你好', 5)).toBe('你好');
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abcd', 4)).toBe('abcd');
  });

  it('never splits an emoji, a skin tone or a family', () => {
    for (const emoji of ['😀', '👍🏽', '👨‍👩‍👧', '🇨🇳', 'é']) {
      for (let at = 0; at < 6; at++) {
        const text = `${'a'.repeat(at)}${emoji}${'b'.repeat(10)}`;
        for (let max = 1; max < 10; max++) {
          const out = clip(text, max);
          expect(out).not.toMatch(LONE);
          const kept = out.replace(/…$/, '');
          // whatever is kept is a prefix made of whole characters of the original
          expect(text.startsWith(kept)).toBe(true);
          // and the emoji is either whole or absent
          expect(kept.length <= at || kept.startsWith(`${'a'.repeat(at)}${emoji}`)).toBe(true);
        }
      }
    }
  });

  it('counts a grapheme as one character', () => {
    expect(clip('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 3)).toBe('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧');
    expect(clip('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 2)).toBe('👨‍👩‍👧…');
    expect(firstChars('😀😀😀', 2)).toBe('😀😀');
    expect(firstChars('😀x', 1)).toBe('😀');
  });

  it('moves a cut inside a character back to its start', () => {
    const text = 'ab😀cd';
    expect(charStart(text, 3)).toBe(2);
    expect(charStart(text, 4)).toBe(4);
    expect(charStart(text, -5)).toBe(0);
    expect(charStart(text, 99)).toBe(text.length);
    expect(sliceChars(text, 3, 5)).toBe('😀c');
    expect(sliceChars('x👍🏽y', 0, 3)).toBe('x');
  });

  it('makes text with lone surrogates well-formed', () => {
    expect(wellFormed('a\uD83Db')).toBe('a\uFFFDb');
    expect(wellFormed('\uDE00')).toBe('\uFFFD');
    expect(wellFormed('😀')).toBe('😀');
  });
});

describe('the app clips user text the same way', () => {
  it('the list page keeps at most 40 whole characters of ?name=', () => {
    const name = `${'a'.repeat(39)}😀tail`;
    expect(parseListQuery(new URLSearchParams({ name })).name).toBe(`${'a'.repeat(39)}😀`);
  });

  it('shared id-list rules answer in Chinese', () => {
    const tooMany = messageDeleteBody.safeParse({ idList: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('一次最多操作1000条数据');
    expect(messageDeleteBody.safeParse({ idList: Array.from({ length: 150 }, (_, i) => i + 1) }).success).toBe(true);
  });
});
