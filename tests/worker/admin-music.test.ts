import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleWorld, PNG_1PX, songForm, tinyWav, type ConsoleWorld } from './admin-fixtures';
import { call, uniqueIp } from './helpers';

let w: ConsoleWorld;
const upload = (form: FormData) => call('POST', '/api/admin/music/upload', { body: form, token: w.owner.token, ip: uniqueIp() });

beforeAll(async () => {
  w = await consoleWorld();
});

describe('music library uploads', () => {
  it('stores a WAV with cover and LRC, measures it, and serves it through /wapi', async () => {
    const form = songForm({ name: '晚风', artist: '乐手 / 合唱', lyric: '[00:00.00]第一句' });
    form.append('cover', new File([PNG_1PX], 'c.png', { type: 'image/png' }));
    const res = await upload(form);
    expect(res.json.code).toBe(0);
    const song = res.json.result;
    expect(song).toMatchObject({ name: '晚风', mime: 'audio/wav', duration_ms: 250 });
    expect(song.cover).toMatch(/^\/img\/music\//);
    const found = await call('GET', `/wapi/search?keywords=${encodeURIComponent('晚风')}`);
    expect(found.json.result.songs[0].id).toBe(song.id);
    expect((await call('GET', `/wapi/lyric?id=${song.id}`)).json.lrc.lyric).toBe('[00:00.00]第一句');
    const media = await call('GET', song.audio);
    expect(media.status).toBe(200);
  });

  it('refuses what is not audio, a missing name, an image cover that is not an image', async () => {
    expect((await upload(songForm({}, new TextEncoder().encode('<script>not audio</script>')))).json).toMatchObject({ code: '100020', message: '只能上传音频文件（mp3、ogg、wav、m4a、flac）' });
    expect((await upload(songForm({}, null))).json.message).toBe('请选择音频文件');
    expect((await upload(songForm({ name: '' }))).json.message).toBe('请输入歌曲名称');
    const bad = songForm();
    bad.append('cover', new File([tinyWav()], 'c.png', { type: 'image/png' }));
    expect((await upload(bad)).json.message).toBe('只能上传图片文件（jpg、png、gif、webp、avif）');
    const stored = await env.BUCKET.list({ prefix: 'music/audio/' });
    // the refused uploads left no audio behind (only the fixture and the good upload of the other test, if any)
    expect(stored.objects.every((o) => o.key === 'music/audio/x.wav' || o.size > 44)).toBe(true);
  });

  it('orders a playlist and rejects unknown songs', async () => {
    const put = (songIds: unknown) => call('PUT', `/api/admin/music/playlist/${w.pl1.id}/songs`, { body: { songIds }, token: w.owner.token });
    expect((await put([w.s2.id, w.s1.id])).json.code).toBe(0);
    const tracks = await call('GET', `/wapi/playlist/track/all?id=${w.pl1.id}&limit=10&offset=0`);
    expect(tracks.json.songs.map((s: { id: number }) => s.id)).toEqual([w.s2.id, w.s1.id]);
    expect((await put([99999])).json.message).toBe('歌曲不存在');
    expect((await put('x')).json.message).toBe('歌曲列表不合法');
    expect((await call('POST', '/api/admin/music/playlist', { body: { name: '' }, token: w.owner.token })).json.message).toBe('请输入歌单名称');
  });
});
