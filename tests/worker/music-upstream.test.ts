import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { cacheApiStore } from '../../worker/music/response-cache';
import { MusicUnavailable } from '../../worker/music/provider';
import { CACHE_SECONDS, UPSTREAM_MAX_BYTES, upstreamProvider } from '../../worker/music/upstream-provider';

const TOPLIST = { code: 200, list: [{ id: 19723756, name: '飙升榜', coverImgUrl: 'http://p1.music.126.net/a.jpg' }] };

const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

/** A body of `total` bytes made on demand (never held in memory); counts what the reader pulled. */
function streamOf(total: number, pulled: { bytes: number }) {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
}

/** A body that sends one byte every 10 ms and never ends. */
function drip() {
  let timer: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":200,"list":['));
      timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), 10);
    },
    cancel() {
      if (timer !== undefined) clearInterval(timer);
    },
  });
}

/** A stand-in for the NeteaseCloudMusicApi deployment: records calls, answers or fails on demand. */
function fakeUpstream() {
  const calls: string[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const pulled = { bytes: 0 };
  let mode: 'ok' | 'down' | 'error' | 'slow' | 'redirect' | 'huge' | 'drip' = 'ok';
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push(url);
    inits.push(init);
    if (url.startsWith('http://127.0.0.1')) return Response.json({ code: 200, list: [{ id: 1, name: 'loopback secret' }] });
    if (mode === 'redirect') {
      const to = `http://127.0.0.1:9000${new URL(url).pathname}`;
      // what fetch does unless told not to follow
      if (init?.redirect !== 'manual') return fetch(to, init);
      return new Response(null, { status: 302, headers: { Location: to } });
    }
    if (mode === 'huge') return new Response(streamOf(300 * 1024 * 1024, pulled), { headers: { 'Content-Type': 'application/json' } });
    if (mode === 'drip') return new Response(drip(), { headers: { 'Content-Type': 'application/json' } });
    if (mode === 'down') throw new TypeError('connection refused');
    if (mode === 'error') return Response.json({ code: -460, message: 'Cheating' }, { status: 503 });
    if (mode === 'slow') {
      await new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    const path = new URL(url).pathname;
    const body = path === '/toplist/detail' ? TOPLIST : { code: 200, songs: [{ id: 1, name: url }] };
    return Response.json(body, { headers: { 'Set-Cookie': 'MUSIC_U=secret; Path=/' } });
  });
  return { calls, inits, pulled, fetch, setMode: (m: typeof mode) => (mode = m) };
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

  it('does not follow a redirect (to loopback or anywhere): a clear error, nothing fetched there, nothing cached', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('redirect'), fetch: upstream.fetch });
    upstream.setMode('redirect');
    const error = await provider.answer('toplist', {}).catch((e) => e);
    expect(error).toBeInstanceOf(MusicUnavailable);
    expect(error.status).toBe(502);
    expect(error.message).toBe('音乐服务暂时不可用，请稍后再试');
    expect(upstream.inits[0]?.redirect).toBe('manual');
    expect(upstream.calls).toEqual(['http://netease.test/toplist/detail']);
    // nothing of the redirect was kept: the next answer comes from the upstream, not from cache
    upstream.setMode('ok');
    expect(await provider.answer('toplist', {})).toMatchObject({ source: 'upstream', body: TOPLIST });
  });

  it('serves the stale copy when the upstream starts redirecting', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('redirect-stale'), fetch: upstream.fetch });
    await provider.answer('lyric', { id: 7 });
    clock += (CACHE_SECONDS.lyric + 1) * 1000;
    upstream.setMode('redirect');
    expect(await provider.answer('lyric', { id: 7 })).toMatchObject({ status: 200, source: 'stale' });
    expect(upstream.calls.some((c) => c.includes('127.0.0.1'))).toBe(false);
  });

  it('refuses a 300 MB answer after reading about the cap, well within the timeout', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('huge'), fetch: upstream.fetch, timeoutMs: 5000 });
    upstream.setMode('huge');
    const started = Date.now();
    const error = await provider.answer('toplist', {}).catch((e) => e);
    expect(error).toBeInstanceOf(MusicUnavailable);
    expect(error.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(upstream.pulled.bytes).toBeLessThanOrEqual(UPSTREAM_MAX_BYTES + 2 * CHUNK.byteLength);
  });

  it('refuses an answer that declares a size over the cap without reading it', async () => {
    const pulled = { bytes: 0 };
    const fetch = async () => new Response(streamOf(300 * 1024 * 1024, pulled), { headers: { 'Content-Length': String(300 * 1024 * 1024) } });
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('declared'), fetch, maxBytes: 1024 });
    await expect(provider.answer('toplist', {})).rejects.toThrow(MusicUnavailable);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * CHUNK.byteLength);
  });

  it('the timeout covers the body: a slow drip is cut off at the deadline with the timeout error', async () => {
    const upstream = fakeUpstream();
    const provider = upstreamProvider({ base: 'http://netease.test', cache: await freshCache('drip'), fetch: upstream.fetch, timeoutMs: 300 });
    upstream.setMode('drip');
    const started = Date.now();
    const error = await provider.answer('toplist', {}).catch((e) => e);
    expect(error).toBeInstanceOf(MusicUnavailable);
    expect(error.status).toBe(504);
    expect(error.message).toContain('超时');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('through /wapi: a redirecting or 300 MB upstream gets a clear 502 and the worker keeps answering', async () => {
    const upstream = fakeUpstream();
    vi.stubGlobal('fetch', upstream.fetch);
    const proxied = { ...env, MUSIC_API_BASE: 'http://netease.test' };
    const get = (path: string) => app.fetch(new Request(`http://blog.test${path}`, { headers: { 'CF-Connecting-IP': '10.77.0.1' } }), proxied);

    upstream.setMode('redirect');
    const redirected = await get(`/wapi/song/detail?ids=${Date.now()}`);
    expect(redirected.status).toBe(502);
    expect(await redirected.json()).toMatchObject({ code: 502, message: '音乐服务暂时不可用，请稍后再试' });
    expect(upstream.calls.some((c) => c.includes('127.0.0.1'))).toBe(false);

    upstream.setMode('huge');
    const started = Date.now();
    const huge = await get(`/wapi/song/detail?ids=${Date.now() + 1}`);
    expect(huge.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(upstream.pulled.bytes).toBeLessThan(3 * 1024 * 1024);

    upstream.setMode('ok');
    const after = await get(`/wapi/song/detail?ids=${Date.now() + 2}`);
    expect(after.status).toBe(200);
    expect((await app.fetch(new Request('http://blog.test/api/health'), env)).status).toBe(200);
  });
});
