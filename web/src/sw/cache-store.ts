import { API_CACHE, ASSETS_CACHE, PAGES_CACHE } from './protocol';

/** How many entries each runtime cache keeps; the oldest go first (Cache keys come in insertion order). */
const LIMITS: Record<string, number> = { [ASSETS_CACHE]: 300, [PAGES_CACHE]: 80, [API_CACHE]: 400 };

/** Keeps a copy and trims the cache to its limit, after the answer has gone to the page. */
export async function keep(cacheName: string, key: Request | string, res: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, res);
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

export async function fromCache(cacheName: string, key: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(key, { ignoreVary: true });
}

/**
 * A response that may answer a navigation: fetch followed the asset layer's redirect
 * (/x.html → /x), and a redirected response must not answer a navigation.
 */
export async function unredirected(res: Response): Promise<Response> {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}
