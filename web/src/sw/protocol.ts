/**
 * What the pages and the service worker (web/src/sw/sw.ts) agree on: the caches' names and the
 * messages between them. No worker types here: features/offline and features/push import it too.
 */

/** Hashed files (/assets/*): their names change with their content, so one cache serves every build. */
export const ASSETS_CACHE = 'blog-assets';
/** Pages a reader opened (their HTML, boot data included), by path and query. */
export const PAGES_CACHE = 'blog-pages';
/** Public API answers read without an account, and the boot data of the pages above. */
export const API_CACHE = 'blog-api';
/** Songs marked 离线收听: their three /wapi answers, the audio and the cover, plus one record each. */
export const SONGS_CACHE = 'blog-songs';
/** This build's bare app shell (index.html), what an unread page gets offline. */
export const SHELL_CACHE_PREFIX = 'blog-shell-';

/** Key of an offline song's record in SONGS_CACHE. */
export const songRecordUrl = (id: number) => `/__offline-songs/${id}`;
export const SONG_RECORD_PREFIX = '/__offline-songs/';

/** page → worker: keep a copy of this page (a navigation inside the app fetched no HTML). */
export interface KeepPageMessage {
  type: 'keep-page';
  url: string;
}
/** page → worker: the reader accepted the new version. */
export interface SkipWaitingMessage {
  type: 'skip-waiting';
}
export type PageToWorker = KeepPageMessage | SkipWaitingMessage;

/** Paths the worker never touches: the console, setup, the socket, and answers tied to an account. */
const PRIVATE_PREFIXES = ['/admin', '/setup', '/ws', '/api/admin', '/api/user', '/api/notify', '/api/push', '/api/passkey', '/api/chat', '/api/challenge', '/api/setup', '/api/upload'];
export const isPrivatePath = (path: string) => PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

/** A page's cache key: path and query, never the #anchor. */
export const pageKey = (href: string, origin: string) => {
  const url = new URL(href, origin);
  return `${url.origin}${url.pathname}${url.search}`;
};
