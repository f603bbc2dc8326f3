/**
 * Sentinel data for the fuzz suite: things owned by the owner (administrator)
 * and by a second user, made through the real routes, and a snapshot of what
 * must not change while someone else sends garbage. Counters (views, likes)
 * are left out: anyone may move them.
 */
import { env } from 'cloudflare:workers';
import { openSocket } from './chat-helpers';
import { PNG_1PX } from './admin-fixtures';
import { send } from './fuzz-request';
import { call, db, makeUser, uniqueIp } from './helpers';
import { links, notifies, pageHeaders, playlists, playlistSongs, resources, songs } from '../../worker/db/schema';

type Account = Awaited<ReturnType<typeof makeUser>>;

export interface World {
  owner: Account;
  other: Account;
  /** the account the "user" role fuzzes with: owns none of the sentinels */
  actor: Account;
  ids: Record<string, number>;
  /** the /img URLs of stored files */
  files: { ownerImage: string; ownerAvatar: string; otherImage: string; otherAvatar: string };
  /** every sentinel id: the owner's runs never name them */
  protectedIds: Set<number>;
}

async function must(method: string, path: string, token: string, body: any) {
  const res = await call(method, path, { body, token, ip: uniqueIp() });
  if (res.json?.code !== 0) throw new Error(`fuzz world: ${method} ${path} failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.result;
}

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([PNG_1PX], 'sentinel.png', { type: 'image/png' }));
  return (await must('POST', '/api/upload/img', token, form)).url;
}

async function rowId(sql: string, ...args: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...args).first<{ id: number }>();
  if (!row) throw new Error(`fuzz world: no row for ${sql} ${JSON.stringify(args)}`);
  return row.id;
}

async function chatSay(token: string, content: string): Promise<number> {
  const s = await openSocket(token);
  s.send({ type: 'message', content, content_type: 'text' });
  const id = (await s.waitFor((f) => f.type === 'message' && f.content === content)).id as number;
  s.close();
  return id;
}

export async function buildWorld(): Promise<World> {
  const owner = await makeUser(1);
  const other = await makeUser(2);
  const actor = await makeUser(2);
  const files = {
    ownerImage: await upload(owner.token),
    ownerAvatar: await upload(owner.token),
    otherImage: await upload(other.token),
    otherAvatar: await upload(other.token),
  };
  await must('PUT', '/api/user/updateOwnUserInfo', owner.token, { nick_name: '哨兵站长', avatar: files.ownerAvatar });
  await must('PUT', '/api/user/updateOwnUserInfo', other.token, { nick_name: '哨兵用户', avatar: files.otherAvatar });

  await must('POST', '/api/article/add', owner.token, {
    article_title: '哨兵文章',
    article_content: '哨兵正文 😀',
    article_cover: files.ownerImage,
    category: { category_name: '哨兵分类' },
    tagList: [{ tag_name: '哨兵标签' }],
  });
  const article = await rowId('SELECT id FROM blog_article WHERE article_title = ?', '哨兵文章');
  await must('POST', '/api/talk/publishTalk', owner.token, { content: '哨兵说说', talkImgList: [files.ownerImage] });
  await must('POST', '/api/photoAlbum/add', owner.token, { album_name: '哨兵相册', album_cover: files.ownerImage });
  const album = await rowId('SELECT id FROM blog_photo_album WHERE album_name = ?', '哨兵相册');
  await must('POST', '/api/photo/add', owner.token, { photoList: [{ album_id: album, url: files.ownerImage }] });
  for (const [who, token] of [['owner', owner.token], ['other', other.token]] as const) {
    await must('POST', '/api/message/add', token, { message: `哨兵留言 ${who}` });
    await must('POST', '/api/comment/add', token, { type: 1, for_id: article, content: `哨兵评论 ${who}` });
  }
  const ids: Record<string, number> = {
    ownerUser: owner.id,
    otherUser: other.id,
    actorUser: actor.id,
    article,
    talk: await rowId('SELECT id FROM blog_talk WHERE content = ?', '哨兵说说'),
    album,
    photo: await rowId('SELECT id FROM blog_photo WHERE album_id = ?', album),
    ownerMessage: await rowId('SELECT id FROM blog_message WHERE message = ?', '哨兵留言 owner'),
    otherMessage: await rowId('SELECT id FROM blog_message WHERE message = ?', '哨兵留言 other'),
    ownerComment: await rowId('SELECT id FROM blog_comment WHERE content = ?', '哨兵评论 owner'),
    otherComment: await rowId('SELECT id FROM blog_comment WHERE content = ?', '哨兵评论 other'),
    ownerChat: await chatSay(owner.token, '哨兵聊天 owner'),
    otherChat: await chatSay(other.token, '哨兵聊天 other'),
  };
  const filtered = await filteredRows(other.id, actor.id);
  return { owner, other, actor, ids, files, protectedIds: new Set([...Object.values(ids), ...filtered]) };
}

/**
 * A row in each table a text filter reads that the routes above do not fill
 * (friend links of both states, songs and a playlist, resources, a page
 * header, notifications): a filter over an empty table is never evaluated, so
 * a filter that breaks on long text would pass unseen. Their ids are kept from
 * the owner's deletes like the sentinels'.
 */
async function filteredRows(otherId: number, actorId: number): Promise<number[]> {
  const d = db();
  const idOf = { id: links.id };
  const linkRows = await d
    .insert(links)
    .values([
      { site_name: '哨兵友链 待审', site_desc: '哨兵 %_ 描述', url: 'https://a.example', site_avatar: '/img/demo/l.png', user_id: String(otherId), status: 1 },
      { site_name: '哨兵友链 通过', site_desc: '哨兵描述', url: 'https://b.example', site_avatar: '/img/demo/l.png', user_id: String(otherId), status: 2 },
    ])
    .returning(idOf)
    .all();
  const songRows = await d
    .insert(songs)
    .values([{ name: '哨兵歌 😀', artist: '哨兵歌手', album: '哨兵专辑', alias: '100%_真', audio_key: 'music/audio/sentinel.wav' }])
    .returning({ id: songs.id })
    .all();
  const listRows = await d.insert(playlists).values([{ name: '哨兵歌单', description: '哨兵' }]).returning({ id: playlists.id }).all();
  await d.insert(playlistSongs).values([{ playlist_id: listRows[0]!.id, song_id: songRows[0]!.id, position: 0 }]).run();
  const resourceRows = await d
    .insert(resources)
    .values([
      { kind: 'front', group_name: '哨兵组', name: '哨兵资源', url: 'https://c.example' },
      { kind: 'back', group_name: '哨兵组', name: '哨兵后端', url: 'https://d.example' },
    ])
    .returning({ id: resources.id })
    .all();
  const headerRows = await d.insert(pageHeaders).values([{ route_name: 'Home', bg_url: '/img/demo/h.png' }]).returning({ id: pageHeaders.id }).all();
  const notifyRows = await d
    .insert(notifies)
    .values([
      { message: '哨兵通知 other', user_id: otherId, type: 1 },
      { message: '哨兵通知 actor', user_id: actorId, type: 1 },
    ])
    .returning({ id: notifies.id })
    .all();
  return [...linkRows, ...songRows, ...listRows, ...resourceRows, ...headerRows, ...notifyRows].map((r) => r.id);
}

const keyOf = (url: string) => url.replace(/^\/img\//, '');

/**
 * Everything the sentinels are, as one comparable record. `scope` "other"
 * leaves out the owner's things (the owner may change those) and the chat log
 * (the owner's clear-all empties it legitimately).
 */
export async function snapshot(w: World, scope: 'all' | 'other'): Promise<Record<string, unknown>> {
  const q = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args);
  const users = 'SELECT id, username, password, role, nick_name, avatar, disabled FROM blog_user WHERE id = ?';
  const message = 'SELECT id, message, user_id, bg_url, color, tag FROM blog_message WHERE id = ?';
  const comment = 'SELECT id, content, from_id, for_id, type, parent_id FROM blog_comment WHERE id = ?';
  const named: [string, D1PreparedStatement][] = [
    ['otherUser', q(users, w.ids.otherUser)],
    ['otherMessage', q(message, w.ids.otherMessage)],
    ['otherComment', q(comment, w.ids.otherComment)],
  ];
  if (scope === 'all')
    named.push(
      ['ownerUser', q(users, w.ids.ownerUser)],
      ['ownerMessage', q(message, w.ids.ownerMessage)],
      ['ownerComment', q(comment, w.ids.ownerComment)],
      ['article', q('SELECT id, article_title, author_id, article_content, article_cover, category_id, status, type, is_top FROM blog_article WHERE id = ?', w.ids.article)],
      ['articleTags', q('SELECT article_id, tag_id FROM blog_article_tag WHERE article_id = ? ORDER BY tag_id', w.ids.article)],
      ['talk', q('SELECT id, content, user_id, status, is_top FROM blog_talk WHERE id = ?', w.ids.talk)],
      ['talkPhotos', q('SELECT url FROM blog_talk_photo WHERE talk_id = ? ORDER BY url', w.ids.talk)],
      ['album', q('SELECT id, album_name, album_cover, description FROM blog_photo_album WHERE id = ?', w.ids.album)],
      ['photo', q('SELECT id, album_id, url, status FROM blog_photo WHERE id = ?', w.ids.photo)],
    );
  const rows = await env.DB.batch(named.map(([, s]) => s));
  const out: Record<string, unknown> = Object.fromEntries(named.map(([name], i) => [name, rows[i]!.results]));

  const files: Record<string, string> = scope === 'all' ? w.files : { otherImage: w.files.otherImage, otherAvatar: w.files.otherAvatar };
  for (const [name, url] of Object.entries(files)) {
    const head = await env.BUCKET.head(keyOf(url));
    out[`file ${name} ${url}`] = head ? { size: head.size, etag: head.etag } : 'missing from R2';
  }
  if (scope === 'all') {
    const res = await send({ method: 'POST', path: '/api/chat/getChatList', body: { kind: 'json', value: { size: 100, last_id: '' }, contentType: 'application/json' } });
    let list: { id: number; content: string; user_id: number }[] = [];
    try {
      list = JSON.parse(res.text).result.list;
    } catch {
      /* reported below as missing */
    }
    for (const key of ['ownerChat', 'otherChat']) {
      const m = list.find((x) => x.id === w.ids[key]);
      out[key] = m ? { content: m.content, user_id: m.user_id } : `missing (chat list answered ${res.status} ${res.text.slice(0, 80)})`;
    }
  }
  return out;
}

/** The sentinels whose record differs, with before and after. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(before)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${JSON.stringify(before[k]).slice(0, 200)} -> ${JSON.stringify(after[k]).slice(0, 200)}`);
}
