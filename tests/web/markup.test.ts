import { describe, expect, it } from 'vitest';
import { isSafeMarkup } from '@/lib/markup';

describe('isSafeMarkup', () => {
  it('follows the spec keyword rule', () => {
    expect(isSafeMarkup('<b>hello</b>')).toBe(true);
    expect(isSafeMarkup('plain text')).toBe(false);
    expect(isSafeMarkup('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isSafeMarkup('<a href="x">x</a>')).toBe(false);
  });
});
