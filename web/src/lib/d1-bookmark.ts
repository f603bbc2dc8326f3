/**
 * The D1 bookmark of this tab's latest write (contract/d1-bookmark.ts). The API client sends it
 * back for a while after the write, so the replica that answers has seen that write and the
 * edge's cached answers are read past (another isolate may not know the new content version
 * yet, and counters such as likes never move it). Kept in memory and in localStorage: a reload
 * keeps it, and a tab opened after the write reads past the caches too. Not sessionStorage: the
 * page reads the bookmark for its first request, and a page's first touch of sessionStorage is a
 * synchronous load of that store (up to ~10 ms on a small machine, ×4 on a phone), inside the
 * first screen's longest task; localStorage is already loaded by then (the theme, the session).
 */

/** Past this every cache shows the write anyway (cached answers live a minute), so the tab takes them again. */
const BOOKMARK_FRESH_MS = 2 * 60 * 1000;
const STORAGE_KEY = 'd1-bookmark';

interface Kept {
  bookmark: string;
  /** when the write that gave it was answered (ms) */
  at: number;
}

let kept: Kept | null | undefined;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // sandboxed iframes and some private modes throw on access
    return null;
  }
}

function load(): Kept | null {
  try {
    const value: unknown = JSON.parse(store()?.getItem(STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'bookmark' in value && 'at' in value) {
      const { bookmark, at } = value as Record<string, unknown>;
      if (typeof bookmark === 'string' && typeof at === 'number') return { bookmark, at };
    }
  } catch {
    // a broken entry is as good as none
  }
  return null;
}

/** The bookmark to send with a request, while the write it stands for is recent. */
export function bookmarkToSend(now = Date.now()): string | undefined {
  if (kept === undefined) kept = load();
  return kept && now - kept.at < BOOKMARK_FRESH_MS ? kept.bookmark : undefined;
}

/**
 * Keeps the bookmark a write answered with. D1's bookmarks sort from oldest to newest, so of two
 * answers arriving out of order the newer bookmark stays.
 */
export function keepBookmark(bookmark: string | null, now = Date.now()): void {
  if (!bookmark) return;
  const current = bookmarkToSend(now);
  kept = { bookmark: current && current > bookmark ? current : bookmark, at: now };
  try {
    store()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // quota: the bookmark still lives in memory for this page
  }
}
