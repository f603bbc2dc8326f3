import { env } from 'cloudflare:workers';
import { comments, config, links, messages, pageHeaders, photoAlbums, photos, playlists, resources, songs, talks } from '../../worker/db/schema';
import { addArticles, addTaxonomy } from './article-fixtures';
import { db, makeUser } from './helpers';

/** A tiny valid PCM WAV (mono, 8 kHz, 16-bit) of `ms` milliseconds. */
export function tinyWav(ms = 250): Uint8Array {
  const samples = Math.round((8000 * ms) / 1000);
  const data = samples * 2;
  const buf = new ArrayBuffer(44 + data);
  const v = new DataView(buf);
  const put = (at: number, s: string) => [...s].forEach((ch, i) => v.setUint8(at + i, ch.charCodeAt(0)));
  put(0, 'RIFF');
  v.setUint32(4, 36 + data, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, 8000, true);
  v.setUint32(28, 16000, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  put(36, 'data');
  v.setUint32(40, data, true);
  for (let i = 0; i < samples; i++) v.setInt16(44 + i * 2, Math.round(Math.sin(i / 4) * 8000), true);
  return new Uint8Array(buf);
}

export const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function songForm(fields: Record<string, string> = {}, audio: Uint8Array | null = tinyWav()) {
  const form = new FormData();
  if (audio) form.append('audio', new File([audio], 'tune.wav', { type: 'audio/wav' }));
  for (const [k, v] of Object.entries({ name: '小夜曲', artist: '测试', ...fields })) form.append(k, v);
  return form;
}

/** One of everything the console manages, plus an owner (role 1) and a reader (role 2). */
export async function consoleWorld() {
  const owner = await makeUser(1);
  const reader = await makeUser(2);
  const { cats, tgs } = await addTaxonomy();
  const [a1, a2] = await addArticles([
    { article_title: '控制台文章一', article_content: '正文一', category_id: cats[0]!.id, tagIds: [tgs[0]!.id] },
    { article_title: '控制台文章二', article_content: '正文二', category_id: cats[0]!.id, status: 3, tagIds: [tgs[1]!.id] },
  ]);
  const d = db();
  const [t1, t2] = await d.insert(talks).values([{ content: '说说一' }, { content: '说说二', status: 3 }]).returning().all();
  const [album1, album2] = await d.insert(photoAlbums).values([{ album_name: '相册一', album_cover: '/img/demo/a.png' }, { album_name: '相册二', album_cover: '/img/demo/b.png' }]).returning().all();
  const [p1] = await d.insert(photos).values([{ album_id: album1!.id, url: '/img/demo/p.png' }]).returning().all();
  const [l1, l2] = await d
    .insert(links)
    .values([
      { site_name: '待审核', url: 'https://a.example', site_avatar: '/img/demo/l.png', user_id: String(reader.id), status: 1 },
      { site_name: '要删除', url: 'https://b.example', site_avatar: '/img/demo/l.png', user_id: String(reader.id), status: 2 },
    ])
    .returning()
    .all();
  const [m1] = await d.insert(messages).values([{ message: '留言一', nick_name: '游客' }]).returning().all();
  const [c1, c2] = await d
    .insert(comments)
    .values([
      { type: 1, for_id: a1!.id, from_id: reader.id, content: '评论一' },
      { type: 1, for_id: a1!.id, from_id: reader.id, content: '评论二' },
    ])
    .returning()
    .all();
  const [h1] = await d.insert(pageHeaders).values([{ route_name: 'Home', bg_url: '/img/demo/h.png' }]).returning().all();
  await d.insert(config).values({ blog_name: '测试博客' }).run();
  const [r1] = await d.insert(resources).values([{ kind: 'front', name: 'MDN', url: 'https://developer.mozilla.org' }]).returning().all();
  // as the console stores audio (storeAudio): with its type, which a restore requires
  await env.BUCKET.put('music/audio/x.wav', tinyWav(), { httpMetadata: { contentType: 'audio/wav' } });
  const [s1, s2] = await d.insert(songs).values([{ name: '歌一', audio_key: 'music/audio/x.wav' }, { name: '歌二', audio_key: 'music/audio/y.wav' }]).returning().all();
  const [pl1, pl2] = await d.insert(playlists).values([{ name: '歌单一' }, { name: '歌单二' }]).returning().all();
  return { owner, reader, cats, tgs, a1: a1!, a2: a2!, t1: t1!, t2: t2!, album1: album1!, album2: album2!, p1: p1!, l1: l1!, l2: l2!, m1: m1!, c1: c1!, c2: c2!, h1: h1!, r1: r1!, s1: s1!, s2: s2!, pl1: pl1!, pl2: pl2! };
}
export type ConsoleWorld = Awaited<ReturnType<typeof consoleWorld>>;
