// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_KEY,
  addToHistory,
  loadHistory,
  removeFromHistory,
  saveHistory,
} from '@/features/search/lib/search-history';
import { storage } from '@/lib/storage';

describe('addToHistory', () => {
  it('puts the newest keyword first', () => {
    expect(addToHistory(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a repeated keyword to the front instead of duplicating it (trimmed, case-insensitive)', () => {
    expect(addToHistory(['React', 'Go', 'D1'], '  react ')).toEqual(['react', 'Go', 'D1']);
    expect(addToHistory(['边缘', '缓存'], '缓存')).toEqual(['缓存', '边缘']);
  });

  it('keeps at most ten entries, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const next = addToHistory(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k9');
  });

  it('ignores blank keywords and never mutates its input', () => {
    const list = ['a'];
    expect(addToHistory(list, '   ')).toEqual(['a']);
    addToHistory(list, 'b');
    expect(list).toEqual(['a']);
  });

  it('removes one entry', () => {
    expect(removeFromHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('history storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through the encoded local storage', () => {
    saveHistory(['边缘', 'rust']);
    expect(loadHistory()).toEqual(['边缘', 'rust']);
    expect(localStorage.length).toBe(1);
  });

  it('clears the key when the history is emptied', () => {
    saveHistory(['a']);
    saveHistory([]);
    expect(loadHistory()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('reads anything that is not a list of strings as empty or filtered', () => {
    storage.set(SEARCH_HISTORY_KEY, { nope: 1 });
    expect(loadHistory()).toEqual([]);
    storage.set(SEARCH_HISTORY_KEY, ['ok', 3, '', null, 'fine']);
    expect(loadHistory()).toEqual(['ok', 'fine']);
  });
});
