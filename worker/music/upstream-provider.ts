import type { MusicEndpoint } from '../../contract/music';
import type { MusicProvider } from './provider';
import { MusicUnavailable } from './provider';
import type { ResponseCache } from './response-cache';

/** Freshness per endpoint: song URLs expire upstream after about 20 minutes, so they stay well under. */
export const CACHE_SECONDS: Record<MusicEndpoint, number> = {
  toplist: 6 * 3600,
  playlistTracks: 30 * 60,
  songUrl: 15 * 60,
  songDetail: 3 * 24 * 3600,
  search: 30 * 60,
  lyric: 7 * 24 * 3600,
};

export const UPSTREAM_PATHS: Record<MusicEndpoint, string> = {
  toplist: '/toplist/detail',
  playlistTracks: '/playlist/track/all',
  songUrl: '/song/url/v1',
  songDetail: '/song/detail',
  search: '/search',
  lyric: '/lyric',
};

export const UPSTREAM_TIMEOUT_MS = 8000;

export interface UpstreamOptions {
  base: string;
  cache: ResponseCache;
  fetch?: typeof fetch;
  /** lets the cache write finish after the answer is sent */
  waitUntil?: (work: Promise<unknown>) => void;
  timeoutMs?: number;
}

/** The validated query in a stable order, so equal requests share one cache entry. */
export function canonicalQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Proxy to a NeteaseCloudMusicApi deployment. Only validated queries go
 * upstream; cookies never come back (the body is re-serialised into a fresh
 * response); a copy is served from cache while fresh, and a stale one when
 * the upstream fails, times out or answers with an error.
 */
export function upstreamProvider(options: UpstreamOptions): MusicProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  return {
    async answer(endpoint, query) {
      const search = canonicalQuery(query as Record<string, unknown>);
      const target = `${base}${UPSTREAM_PATHS[endpoint]}${search ? `?${search}` : ''}`;
      const key = `https://music-cache.internal${UPSTREAM_PATHS[endpoint]}?${search}`;
      const ttl = CACHE_SECONDS[endpoint];
      const cached = await options.cache.read(key, ttl).catch(() => null);
      if (cached?.fresh) return { status: 200, body: cached.body, source: 'cache' };

      let failure: string;
      try {
        const res = await doFetch(target, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
        });
        const body: unknown = await res.json().catch(() => null);
        if (res.ok && isSuccess(body)) {
          const write = options.cache.write(key, ttl, body).catch(() => undefined);
          if (options.waitUntil) options.waitUntil(write);
          else await write;
          return { status: 200, body, source: 'upstream' };
        }
        failure = `upstream answered ${res.status}`;
      } catch (error) {
        failure = error instanceof Error && error.name === 'TimeoutError' ? 'upstream timed out' : 'upstream unreachable';
      }
      if (cached) return { status: 200, body: cached.body, source: 'stale' };
      throw new MusicUnavailable(
        failure === 'upstream timed out' ? '音乐服务响应超时，请稍后再试' : '音乐服务暂时不可用，请稍后再试',
        failure === 'upstream timed out' ? 504 : 502,
      );
    },
  };
}

function isSuccess(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === 200);
}
