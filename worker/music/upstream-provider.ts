import type { MusicEndpoint } from '../../contract/music';
import { readCapped, UpstreamBodyError } from './capped-body';
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

const UPSTREAM_PATHS: Record<MusicEndpoint, string> = {
  toplist: '/toplist/detail',
  playlistTracks: '/playlist/track/all',
  songUrl: '/song/url/v1',
  songDetail: '/song/detail',
  search: '/search',
  lyric: '/lyric',
};

/** The whole exchange, headers and body, must finish within this. */
const UPSTREAM_TIMEOUT_MS = 8000;
/** NetEase's largest JSON answers (a 100-song playlist page) are a few hundred KB; media never comes through the proxy. */
export const UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;

interface UpstreamOptions {
  base: string;
  cache: ResponseCache;
  fetch?: typeof fetch;
  /** lets the cache write finish after the answer is sent */
  waitUntil?: (work: Promise<unknown>) => void;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The validated query in a stable order, so equal requests share one cache entry. */
function canonicalQuery(query: Record<string, unknown>): string {
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
 * the upstream fails, times out or answers with an error. The upstream is not
 * trusted: a redirect is a failure (it could point anywhere, loopback
 * included), and the body is read against a byte cap and the same deadline as
 * the headers.
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

      let timedOut = false;
      try {
        const deadline = AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS);
        const res = await doFetch(target, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: deadline });
        const answered = res.ok && !res.redirected;
        const body = answered ? parseJson(await readCapped(res, options.maxBytes ?? UPSTREAM_MAX_BYTES, deadline)) : discard(res);
        if (isSuccess(body)) {
          const write = options.cache.write(key, ttl, body).catch(() => undefined);
          if (options.waitUntil) options.waitUntil(write);
          else await write;
          return { status: 200, body, source: 'upstream' };
        }
      } catch (error) {
        timedOut = error instanceof Error && (error.name === 'TimeoutError' || (error instanceof UpstreamBodyError && error.reason === 'timeout'));
      }
      if (cached) return { status: 200, body: cached.body, source: 'stale' };
      throw new MusicUnavailable(timedOut ? '音乐服务响应超时，请稍后再试' : '音乐服务暂时不可用，请稍后再试', timedOut ? 504 : 502);
    },
  };
}

/** A failed answer (3xx included: redirects are not followed) is not read, only released. */
function discard(res: Response): null {
  res.body?.cancel().catch(() => undefined);
  return null;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

function isSuccess(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === 200);
}
