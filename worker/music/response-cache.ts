/**
 * The Cache API as the upstream proxy uses it. Entries are stored for far
 * longer than they are fresh, so that when the upstream fails a stale copy is
 * still there to serve; freshness is judged from our own stored-at header.
 */
const STORED_AT = 'X-Music-Stored-At';
/** how long past its freshness a copy may still be served when the upstream is down */
const STALE_SECONDS = 7 * 24 * 3600;

interface CachedCopy {
  body: unknown;
  fresh: boolean;
}

export interface ResponseCache {
  read(key: string, ttlSeconds: number): Promise<CachedCopy | null>;
  write(key: string, ttlSeconds: number, body: unknown): Promise<void>;
}

export function cacheApiStore(cache: Cache, now: () => number = Date.now): ResponseCache {
  return {
    async read(key, ttlSeconds) {
      const hit = await cache.match(key);
      if (!hit) return null;
      const storedAt = Number(hit.headers.get(STORED_AT)) || 0;
      const body: unknown = await hit.json().catch(() => null);
      if (body === null) return null;
      return { body, fresh: now() - storedAt < ttlSeconds * 1000 };
    },
    async write(key, ttlSeconds, body) {
      const headers = new Headers({
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': `public, max-age=${ttlSeconds + STALE_SECONDS}`,
        [STORED_AT]: String(now()),
      });
      await cache.put(key, new Response(JSON.stringify(body), { headers }));
    },
  };
}
