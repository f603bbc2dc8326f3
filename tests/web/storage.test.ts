// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';

describe('storage helper', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON values', () => {
    storage.set('obj', { a: 1, list: ['x', '中文'] });
    storage.set('num', 42);
    storage.set('flag', false);
    expect(storage.get('obj')).toEqual({ a: 1, list: ['x', '中文'] });
    expect(storage.get<number>('num')).toBe(42);
    expect(storage.get('flag')).toBe(false);
  });

  it('stores key and value URI-encoded then base64 encoded', () => {
    storage.set('主题', '暗色');
    const expectedKey = btoa(encodeURIComponent('主题'));
    const raw = localStorage.getItem(expectedKey);
    expect(raw).toBe(btoa(encodeURIComponent(JSON.stringify('暗色'))));
    expect(localStorage.getItem('主题')).toBeNull();
    expect(decodeURIComponent(atob(raw!))).toBe('"暗色"');
  });

  it('does not store empty or null values', () => {
    storage.set('empty', '');
    storage.set('nothing', null);
    storage.set('undef', undefined);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the previous value when asked to store an empty one', () => {
    storage.set('k', 'v');
    storage.set('k', '');
    expect(storage.get('k')).toBe('v');
  });

  it('reads a missing or corrupt key as empty string', () => {
    expect(storage.get('missing')).toBe('');
    localStorage.setItem(btoa(encodeURIComponent('broken')), 'not base64 json!!');
    expect(storage.get('broken')).toBe('');
  });

  it('removes keys', () => {
    storage.set('k', 1);
    storage.remove('k');
    expect(storage.get('k')).toBe('');
    expect(localStorage.length).toBe(0);
  });
});
