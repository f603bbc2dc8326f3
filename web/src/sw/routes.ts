import { fromCache, keep } from './cache-store';
import { appIcon } from './icons';
import { page } from './pages';
import { API_CACHE, ASSETS_CACHE, SONGS_CACHE, isPrivatePath } from './protocol';
import { rangeOf } from './range';

/** Public music lists the player opens with: kept so it can list the offline songs offline. */
const MUSIC_LISTS = /^\/wapi\/+(toplist\/detail|playlist\/track\/all)/;

/**
 * Which requests the worker answers, and how. Anything it does not name (writes, other hosts, the
 * console, the socket, answers tied to an account) goes to the network untouched.
 */
export function route(request: Request, origin: string): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || isPrivatePath(url.pathname)) return null;
  if (request.mode === 'navigate') return page(request, origin);
  const path = url.pathname;
  if (path.startsWith('/assets/')) return cacheFirst(request);
  if (path.startsWith('/icons/app-')) return appIcon(request);
  if (path.startsWith('/wapi/media/') || path.startsWith('/img/')) return song(request);
  if (path.startsWith('/wapi/')) return networkFirst(request, MUSIC_LISTS.test(path) ? API_CACHE : null);
  if (path.startsWith('/api/')) return networkFirst(request, request.headers.has('Authorization') ? null : API_CACHE);
  return null;
}

/** Hashed files never change: the copy, or the network (and a copy for next time). */
async function cacheFirst(request: Request): Promise<Response> {
  const hit = await fromCache(ASSETS_CACHE, request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.status === 200) void keep(ASSETS_CACHE, request, res.clone());
  return res;
}

/**
 * Data: the network first; offline, what was kept for the same address (an offline song's
 * answers, an answer read without an account, a page's boot data). `keepIn`: where to keep a
 * fresh answer, null for answers that must not be kept (a signed-in reader's, which could leak to
 * the next person on a shared device).
 */
async function networkFirst(request: Request, keepIn: string | null): Promise<Response> {
  try {
    const res = await fetch(request);
    if (keepIn && res.status === 200) void keep(keepIn, request.url, res.clone());
    return res;
  } catch (error) {
    const copy = (await fromCache(SONGS_CACHE, request.url)) ?? (await fromCache(API_CACHE, request.url));
    if (copy) return copy;
    throw error;
  }
}

/** An offline song's audio or cover comes from the cache, online too (ranges cut from the whole file); anything else from the network. */
async function song(request: Request): Promise<Response> {
  const hit = await fromCache(SONGS_CACHE, request.url);
  return hit ? rangeOf(request, hit) : fetch(request);
}
