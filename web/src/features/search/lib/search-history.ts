import { storage } from '@/lib/storage';

/** Spec §9: "about 10 entries, stored locally" under one key (spec §3 "Search history"). */
export const SEARCH_HISTORY_KEY = 'searchHistory';
const SEARCH_HISTORY_MAX = 10;

/** Newest first, no duplicates (case-insensitive, trimmed), at most SEARCH_HISTORY_MAX. */
export function addToHistory(list: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const word = keyword.trim();
  if (!word) return [...list].slice(0, max);
  const same = word.toLowerCase();
  return [word, ...list.filter((w) => w.trim().toLowerCase() !== same)].slice(0, max);
}

export function removeFromHistory(list: readonly string[], keyword: string): string[] {
  return list.filter((w) => w !== keyword);
}

/** Anything but a list of strings in storage (old formats, tampering) reads as empty. */
export function loadHistory(): string[] {
  const saved = storage.get<unknown>(SEARCH_HISTORY_KEY);
  if (!Array.isArray(saved)) return [];
  return saved.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, SEARCH_HISTORY_MAX);
}

export function saveHistory(list: readonly string[]): void {
  // storage.set skips empty values, so an emptied history must be removed explicitly.
  if (list.length === 0) storage.remove(SEARCH_HISTORY_KEY);
  else storage.set(SEARCH_HISTORY_KEY, list);
}
