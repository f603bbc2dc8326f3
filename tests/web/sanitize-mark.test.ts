// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeMarked } from '@/features/search/lib/sanitize-mark';

describe('sanitizeMarked', () => {
  it('keeps <mark> and escaped text', () => {
    expect(sanitizeMarked('在<mark>边缘</mark>运行 &lt;div&gt;')).toBe('在<mark>边缘</mark>运行 &lt;div&gt;');
  });

  it('drops every other tag and every attribute', () => {
    expect(sanitizeMarked('<mark onclick="x()" class="a">a</mark><img src=x onerror=alert(1)><b>b</b><script>bad()</script>')).toBe(
      '<mark>a</mark>b',
    );
  });
});
