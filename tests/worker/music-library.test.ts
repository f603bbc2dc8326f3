import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_BYTES, seedMusicFixture } from './music-fixtures';
import { call } from './helpers';
import { fetchSite } from './site-fetch';

beforeAll(seedMusicFixture);

describe('built-in music library (/wapi without MUSIC_API_BASE)', () => {
  it('lists playlists as charts in sort order with covers and track counts', async () => {
    const res = await call('GET', '/wapi/toplist/detail');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(res.json.list.map((p: any) => [p.name, p.trackCount])).toEqual([['古典小品', 3], ['童谣时光', 1]]);
    expect(res.json.list[0].coverImgUrl).toBe('/img/music/covers/star.svg');
    expect(res.headers.get('X-Music-Source')).toBe('library');
  });

  it('pages playlist tracks in position order with ar / al / alia', async () => {
    const first = await call('GET', '/wapi/playlist/track/all?id=2&limit=2&offset=0');
    expect(first.json.code).toBe(200);
    expect(first.json.songs.map((s: any) => s.id)).toEqual([3, 2]);
    const song = first.json.songs[1];
    expect(song.ar.map((a: any) => a.name)).toEqual(['帕赫贝尔', '弦乐团']);
    expect(song.al.picUrl).toBe('/img/music/covers/star.svg');
    expect(song.alia).toEqual([]);
    const next = await call('GET', '/wapi/playlist/track/all?id=2&limit=2&offset=2');
    expect(next.json.songs.map((s: any) => s.id)).toEqual([1]);
    const past = await call('GET', '/wapi/playlist/track/all?id=2&limit=2&offset=4');
    expect(past.json).toEqual({ code: 200, songs: [] });
  });

  it('answers song urls at /wapi/media and null for unknown ids', async () => {
    const res = await call('GET', '/wapi/song/url/v1?id=1,99&level=exhigh');
    expect(res.json.code).toBe(200);
    expect(res.json.data[0]).toMatchObject({ id: 1, url: '/wapi/media/music/audio/star.wav', code: 200, level: 'exhigh' });
    expect(res.json.data[1]).toMatchObject({ id: 99, url: null });
  });

  it('answers song detail on the double-slash path the client writes, in the order asked', async () => {
    const res = await call('GET', '/wapi//song/detail?ids=3,1,77');
    expect(res.status).toBe(200);
    expect(res.json.songs.map((s: any) => s.name)).toEqual(['致爱丽丝', '小星星']);
    expect(res.json.songs[1].dt).toBe(48000);
  });

  it('searches song names, artists and aliases with search-shaped songs', async () => {
    const byArtist = await call('GET', `/wapi/search?keywords=${encodeURIComponent('贝多芬')}&offset=0&limit=20`);
    expect(byArtist.json.code).toBe(200);
    expect(byArtist.json.result.songs.map((s: any) => s.name)).toEqual(['致爱丽丝']);
    const song = byArtist.json.result.songs[0];
    expect(song.artists[0].name).toBe('贝多芬');
    expect(song.album).toHaveProperty('picUrl');
    expect(song.album.artist).toHaveProperty('img1v1Url');
    const byName = await call('GET', `/wapi/search?keywords=${encodeURIComponent('星')}&offset=0&limit=20`);
    expect(byName.json.result.songs.map((s: any) => s.id)).toEqual([1]);
    // LIKE wildcards in the keyword are literal text
    const wildcard = await call('GET', `/wapi/search?keywords=${encodeURIComponent('%_')}&offset=0&limit=20`);
    expect(wildcard.json.result.songs.map((s: any) => s.id)).toEqual([3]);
    const paged = await call('GET', `/wapi/search?keywords=${encodeURIComponent('星')}&offset=20&limit=20`);
    expect(paged.json.result.songs).toEqual([]);
  });

  it('answers lyrics, pure music and missing lyrics the way NetEase does', async () => {
    const sung = await call('GET', '/wapi/lyric?id=1');
    expect(sung.json.lrc.lyric).toContain('[00:00.60][00:20.60]一闪一闪亮晶晶');
    const instrumental = await call('GET', '/wapi/lyric?id=2');
    expect(instrumental.json).toMatchObject({ code: 200, pureMusic: true });
    expect(instrumental.json.lrc.lyric).toContain('纯音乐');
    const none = await call('GET', '/wapi/lyric?id=3');
    expect(none.json).toMatchObject({ code: 200, nolyric: true, lrc: { lyric: '' } });
  });

  it('rejects bad parameters before any provider runs, and unknown paths', async () => {
    const bad = await call('GET', '/wapi/playlist/track/all?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('id');
    const noKeyword = await call('GET', '/wapi/search?keywords=%20');
    expect(noKeyword.json.code).toBe(400);
    const ids = await call('GET', '/wapi/song/detail?ids=1;DROP');
    expect(ids.status).toBe(400);
    const unknown = await call('GET', '/wapi/user/account');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe(404);
  });
});

describe('library media with Range (seeking)', () => {
  it('serves the whole file with Accept-Ranges', async () => {
    const res = await fetchSite('http://blog.test/wapi/media/music/audio/star.wav');
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(AUDIO_BYTES.length);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    expect(res.headers.get('Content-Length')).toBe(String(AUDIO_BYTES.length));
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await fetchSite('http://blog.test/wapi/media/music/audio/star.wav', {
      headers: { Range: 'bytes=1000-1499' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 1000-1499/${AUDIO_BYTES.length}`);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBe(500);
    expect([...body]).toEqual([...AUDIO_BYTES.subarray(1000, 1500)]);
    const tail = await fetchSite('http://blog.test/wapi/media/music/audio/star.wav', {
      headers: { Range: 'bytes=3990-' },
    });
    expect(tail.status).toBe(206);
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([...AUDIO_BYTES.subarray(3990)]);
  });

  it('refuses keys outside the library and unknown files', async () => {
    expect((await call('GET', '/wapi/media/upload/secret.png')).status).toBe(404);
    expect((await call('GET', '/wapi/media/music/../x')).status).toBe(404);
    expect((await call('GET', '/wapi/media/music/audio/none.wav')).status).toBe(404);
  });

  it('covers are served through /img', async () => {
    const res = await call('GET', '/img/music/covers/star.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
  });
});
