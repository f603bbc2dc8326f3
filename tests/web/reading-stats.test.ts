import { describe, expect, it } from 'vitest';
import { formatWordCount, readingStats } from '@contract/reading-stats';

describe('readingStats', () => {
  it('counts Chinese by characters and ignores punctuation', () => {
    expect(readingStats('边缘计算，真好。').words).toBe(6);
  });

  it('counts Latin text by words, mixed with Chinese', () => {
    expect(readingStats('用 Cloudflare Workers 部署 React app').words).toBe(1 + 2 + 2 + 2);
  });

  it('reads link and image text but not their targets, nor html tags', () => {
    expect(readingStats('[文档](https://example.com/a/b) ![封面](/img/x.png) <br/>').words).toBe(4);
  });

  it('gives 300 Chinese characters a minute, rounded, at least one', () => {
    expect(readingStats('字'.repeat(10)).minutes).toBe(1);
    expect(readingStats('字'.repeat(900)).minutes).toBe(3);
    expect(readingStats('字'.repeat(1049)).minutes).toBe(3);
    expect(readingStats('字'.repeat(1051)).minutes).toBe(4);
  });

  it('gives 200 English words a minute', () => {
    expect(readingStats('word '.repeat(1000)).minutes).toBe(5);
  });

  it('is zero for empty text', () => {
    expect(readingStats('')).toEqual({ words: 0, minutes: 0 });
    expect(readingStats('  \n ```ts\n```')).toEqual({ words: 0, minutes: 0 });
  });
});

describe('formatWordCount', () => {
  it('abbreviates ten thousand and more with 万', () => {
    expect(formatWordCount(9999)).toBe('9999');
    expect(formatWordCount(12_345)).toBe('1.2万');
  });
});
