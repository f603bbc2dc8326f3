import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafeMarkup } from '@/lib/markup';
import { debounce, deepClone, isMobileUA, randomRgb, unescapeHtml } from '@/lib/utils';

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('calls once with the last arguments after the delay', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    vi.advanceTimersByTime(30);
    d(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    d(3);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d();
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('deepClone', () => {
  it('copies nested data without sharing references', () => {
    const source = { a: [1, { b: 2 }], d: new Date(0), m: new Map([['k', { v: 1 }]]), s: new Set([1]) };
    const copy = deepClone(source);
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[1]).not.toBe(source.a[1]);
    expect(copy.d).not.toBe(source.d);
    expect(copy.d.getTime()).toBe(0);
    expect(copy.m.get('k')).not.toBe(source.m.get('k'));
    (copy.a[1] as { b: number }).b = 99;
    expect((source.a[1] as { b: number }).b).toBe(2);
  });

  it('handles cycles and primitives', () => {
    const node: { self?: unknown; n: number } = { n: 1 };
    node.self = node;
    const copy = deepClone(node);
    expect(copy.self).toBe(copy);
    expect(copy).not.toBe(node);
    expect(deepClone(5)).toBe(5);
    expect(deepClone(null)).toBeNull();
  });
});

describe('small helpers', () => {
  it('randomRgb gives valid channels', () => {
    for (let i = 0; i < 50; i++) {
      const m = randomRgb().match(/^rgb\((\d+), (\d+), (\d+)\)$/);
      expect(m).not.toBeNull();
      for (const c of m!.slice(1)) expect(Number(c)).toBeLessThanOrEqual(255);
    }
  });

  it('unescapeHtml restores < and >', () => {
    expect(unescapeHtml('&lt;p&gt;hi&lt;/p&gt; &amp;')).toBe('<p>hi</p> &amp;');
  });

  it('isMobileUA detects phones and tablets', () => {
    expect(isMobileUA('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileUA('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUA('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUA('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
    expect(isMobileUA('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(false);
  });

  it('isSafeMarkup follows the spec keyword rule', () => {
    expect(isSafeMarkup('<b>hello</b>')).toBe(true);
    expect(isSafeMarkup('plain text')).toBe(false);
    expect(isSafeMarkup('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isSafeMarkup('<a href="x">x</a>')).toBe(false);
  });
});
