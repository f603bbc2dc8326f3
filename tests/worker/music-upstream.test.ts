import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { cacheApiStore } from '../../worker/music/response-cache';
import { MusicUnavailable } from '../../worker/music/provider';
import { CACHE_SECONDS, upstreamProvider } from '../../worker/music/upstream-provider';

const TOPLIST = { code: 200, list: [{ id: 19723756, name: '飙升榜', coverImgUrl: 'http://p1.music.126.net/a.jpg' }] };

/** A stand-in for the NeteaseCloudMusicApi deployment: records calls, answers or fails on demand. */
function fakeUpstream() {
  const calls: string[] = [];
  let mode: 'ok' | 'down' | 'error' | 'slow' = 'ok';
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (mode === 'down') throw new TypeError('connection refused');
    if (mode === 'error') return Response.json({ code: -460, message: 'Cheating' }, { status: 503 });
    if (mode === 'slow') {
      await new Promise((resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    const path = new URL(url).pathname;
    const body = path === '/toplist/detail' ? TOPLIST : { code: 200, songs: [{ id: 1, name: url }] };
    return Response.json(body, { headers: { 'Set-Cookie': 'MUSIC_U=secret; Path=/' } });
  });
  return { calls, fetch, setMode: (m: typeof mode) => (mode = m) };
}

let clock = 1_000_000;
const now = () => clock;

async function freshCache(name: string) {
  return cacheApiStore(await caches.open(`${name}-${Math.random()}`), now);
}

describe('upstream music proxy with the Cache API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves a second identical request from cache without calling the upstream', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test/', cache: await freshCache('hit'), fetch: upstream.fetch });
    const first = await provider.answer('toplist', {});
    expect(first).toMatchObject({ status: 200, body: TOPLIST, source: 'upstream' });
    const second = await provider.answer('toplist', {});
    expect(second).toMatchObject({ status: 200, body: TOPLIST, source: 'cache' });
    expect(upstream.calls).toEqual(['http://netease.test/toplist/detail']);
  });

  it('keys the cache by the validated query in a stable order', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('order'), fetch: upstream.fetch });
    await provider.answer('playlistTracks', { offset: 0, id: 3778678, limit: 30 });
    await provider.answer('playlistTracks', { limit: 30, id: 3778678, offset: 0 });
    await provider.answer('playlistTracks', { limit: 30, id: 3778678, offset: 30 });
    expect(upstream.calls).toEqual([
      'http://netease.test/playlist/track/all?id=3778678&limit=30&offset=0',
      'http://netease.test/playlist/track/all?id=3778678&limit=30&offset=30',
    ]);
  });

  it('refreshes after the endpoint freshness, and serves the stale copy when the upstream is down or errs', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('stale'), fetch: upstream.fetch });
    await provider.answer('songUrl', { id: '1', level: 'exhigh' });
    clock += (CACHE_SECONDS.songUrl + 1) * 1000;
    upstream.setMode('down');
    const stale = await provider.answer('songUrl', { id: '1', level: 'exhigh' });
    expect(stale.source).toBe('stale');
    expect(stale.body).toMatchObject({ code: 200 });
    upstream.setMode('error');
    expect((await provider.answer('songUrl', { id: '1', level: 'exhigh' })).source).toBe('stale');
    upstream.setMode('ok');
    expect((await provider.answer('songUrl', { id: '1', level: 'exhigh' })).source).toBe('upstream');
    expect(upstream.calls).toHaveLength(4);
    expect(CACHE_SECONDS.songUrl).toBeLessThan(20 * 60);
  });

  it('gives a clear error when the upstream fails and nothing is cached, and times out slow upstreams', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({
      base: 'http://netease.test',
      cache: await freshCache('empty'),
      fetch: upstream.fetch,
      timeoutMs: 50,
    });
    upstream.setMode('down');
    await expect(provider.answer('lyric', { id: 5 })).rejects.toThrow(MusicUnavailable);
    upstream.setMode('slow');
    const error = await provider.answer('lyric', { id: 6 }).catch((e) => e);
    expect(error).toBeInstanceOf(MusicUnavailable);
    expect(error.status).toBe(504);
    expect(error.message).toContain('超时');
  });

  it('through /wapi: validated before the upstream, no Set-Cookie, cached, stale, clear error', async () => {
    const upstream = fakeUpstream();
    vi.stubGlobal('fetch', upstream.fetch);
    const proxied = { ...env, MUSIC_API_BASE: 'http://netease.test' };
    const get = (path: string) => app.fetch(new Request(`http://blog.test${path}`), proxied);

    const bad = await get('/wapi/search?keywords=&limit=5000');
    expect(bad.status).toBe(400);
    expect(upstream.calls).toEqual([]);

    const path = `/wapi//song/detail?ids=${Date.now()}&cookie=evil`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('Set-Cookie')).toBeNull();
    expect(first.headers.get('X-Music-Source')).toBe('upstream');
    expect(upstream.calls[0]).not.toContain('cookie');
    const second = await get(path);
    expect(second.headers.get('X-Music-Source')).toBe('cache');
    expect(await second.json()).toEqual(await first.json());
    expect(upstream.calls).toHaveLength(1);

    upstream.setMode('down');
    const missing = await get(`/wapi/lyric?id=${Date.now()}`);
    expect(missing.status).toBe(502);
    expect(await missing.json()).toMatchObject({ code: 502, message: '音乐服务暂时不可用，请稍后再试' });
  });
});
