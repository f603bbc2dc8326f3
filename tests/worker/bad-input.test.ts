import { count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ID_LIST_MAX, idListTooMany } from '../../contract/paging';
import { articles, categories, comments, links, messages, notifies, photoAlbums, photos, playlists, playlistSongs, resources, songs, tags, talks } from '../../worker/db/schema';
import { onError } from '../../worker/http/on-error';
import { call, db, makeUser, uniqueIp } from './helpers';

const CJK = /[\u4e00-\u9fff]/;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Inserts rows one statement each (a multi-row INSERT would itself pass D1's parameter limit), returns their ids. */
async function insertRows<T extends { id: number }>(rows: unknown[], insert: (row: never) => { returning: () => unknown }) {
  const d = db();
  const out = (await d.batch(rows.map((r) => insert(r as never).returning()) as never)) as T[][];
  return out.map((r) => r[0]!.id);
}

const countWhere = async (table: typeof messages | typeof links | typeof photos, ids: number[]) => {
  let n = 0;
  for (let i = 0; i < ids.length; i += 40) {
    const part = ids.slice(i, i + 40);
    n += (await db().select({ n: count() }).from(table).where(inArray(table.id, part)).get())!.n;
  }
  return n;
};

describe('id lists past D1 bound-parameter limit', () => {
  it('a user deletes 150 of their own messages (with their comments); 5000 ids are refused with a clear message', async () => {
    const user = await makeUser();
    const ids = await insertRows<{ id: number }>(
      range(150).map((i) => ({ message: `第${i}条`, user_id: user.id, nick_name: user.nick_name })),
      (r) => db().insert(messages).values(r) as never,
    );
    await db().insert(comments).values({ type: 3, for_id: ids[140]!, from_id: user.id, content: '评论' }).run();

    const tooMany = await call('PUT', '/api/message/delete', { token: user.token, ip: uniqueIp(), body: { idList: range(5000).map((i) => i + 1) } });
    expect(tooMany.status).toBe(200);
    expect(tooMany.json).toMatchObject({ message: idListTooMany });
    expect(idListTooMany).toContain(String(ID_LIST_MAX));

    const res = await call('PUT', '/api/message/delete', { token: user.token, ip: uniqueIp(), body: { idList: ids } });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(0);
    expect(await countWhere(messages, ids)).toBe(0);
    expect((await db().select({ n: count() }).from(comments).where(eq(comments.for_id, ids[140]!)).get())!.n).toBe(0);
  });

  it('150 ids with one of another user among them: refused, nothing deleted; bad ids answer in Chinese', async () => {
    const user = await makeUser();
    const other = await makeUser();
    const mine = await insertRows<{ id: number }>(range(149).map(() => ({ message: '我的', user_id: user.id })), (r) => db().insert(messages).values(r) as never);
    const [theirs] = await insertRows<{ id: number }>([{ message: '别人的', user_id: other.id }], (r) => db().insert(messages).values(r) as never);
    const res = await call('PUT', '/api/message/delete', { token: user.token, ip: uniqueIp(), body: { idList: [...mine, theirs] } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('只能修改或删除自己的留言');
    expect(await countWhere(messages, [...mine, theirs!])).toBe(150);

    for (const idList of [[], [0], [-1], ['x'], [1.5], 'abc', [2 ** 40]]) {
      // a fresh account each time: deleting is rate limited per user
      const bad = await call('PUT', '/api/message/delete', { token: (await makeUser()).token, ip: uniqueIp(), body: { idList } });
      expect(bad.status).toBe(200);
      expect(bad.json.code).not.toBe(0);
      expect(bad.json.message).toMatch(CJK);
    }
  });

  it('the owner approves and deletes 150 links, deletes 150 board messages, categories, tags, resources and photos', async () => {
    const owner = await makeUser(1);
    const applicant = await makeUser();
    const as = (method: string, path: string, body: Record<string, unknown>) => call(method, path, { token: owner.token, ip: uniqueIp(), body });

    const linkIds = await insertRows<{ id: number }>(
      range(150).map((i) => ({ site_name: `站点${i}`, url: `https://s${i}.example`, status: 1, user_id: String(applicant.id) })),
      (r) => db().insert(links).values(r) as never,
    );
    expect((await as('PUT', '/api/links/approve', { idList: linkIds })).json.code).toBe(0);
    expect((await db().select({ n: count() }).from(links).where(eq(links.status, 2)).get())!.n).toBeGreaterThanOrEqual(150);
    expect((await db().select({ n: count() }).from(notifies).where(eq(notifies.user_id, applicant.id)).get())!.n).toBe(150);
    expect((await as('PUT', '/api/links/delete', { idList: linkIds })).json.code).toBe(0);
    expect(await countWhere(links, linkIds)).toBe(0);

    const messageIds = await insertRows<{ id: number }>(range(150).map(() => ({ message: '留言' })), (r) => db().insert(messages).values(r) as never);
    expect((await as('PUT', '/api/message/backDelete', { idList: messageIds })).json.code).toBe(0);
    expect(await countWhere(messages, messageIds)).toBe(0);

    const categoryIds = await insertRows<{ id: number }>(range(150).map((i) => ({ category_name: `分类${i}-${Date.now()}` })), (r) => db().insert(categories).values(r) as never);
    expect((await as('POST', '/api/category/delete', { categoryIdList: categoryIds })).json.code).toBe(0);
    const tagIds = await insertRows<{ id: number }>(range(150).map((i) => ({ tag_name: `标签${i}-${Date.now()}` })), (r) => db().insert(tags).values(r) as never);
    expect((await as('POST', '/api/tag/delete', { tagIdList: tagIds })).json.code).toBe(0);
    const resourceIds = await insertRows<{ id: number }>(range(150).map((i) => ({ kind: 'front', name: `资源${i}`, url: 'https://r.example' })), (r) => db().insert(resources).values(r) as never);
    expect((await as('POST', '/api/admin/resource/delete', { idList: resourceIds })).json.code).toBe(0);
    expect((await as('POST', '/api/admin/comment/delete', { idList: range(150).map((i) => i + 1) })).json.code).toBe(0);

    const album = await db().insert(photoAlbums).values({ album_name: `相册${Date.now()}` }).returning().get();
    const added = await as('POST', '/api/photo/add', { photoList: range(100).map((i) => ({ album_id: album.id, url: `/img/upload/p${i}.png` })) });
    expect(added.json.code).toBe(0);
    const photoIds = (await db().select({ id: photos.id }).from(photos).where(eq(photos.album_id, album.id)).all()).map((p) => p.id);
    expect(photoIds).toHaveLength(100);
    expect((await as('PUT', '/api/photo/delete', { imgList: photoIds.map((id) => ({ id })), type: 1 })).json.code).toBe(0);
    expect((await as('PUT', '/api/photo/revert', { idList: photoIds })).json.code).toBe(0);

    const song = await db().insert(songs).values({ name: '歌', audio_key: 'music/audio/x.wav' }).returning().get();
    const songIds = [song.id, ...(await insertRows<{ id: number }>(range(149).map((i) => ({ name: `歌${i}`, audio_key: `music/audio/${i}.wav` })), (r) => db().insert(songs).values(r) as never))];
    const list = await db().insert(playlists).values({ name: '歌单' }).returning().get();
    expect((await as('PUT', `/api/admin/music/playlist/${list.id}/songs`, { songIds })).json.code).toBe(0);
    expect((await db().select({ n: count() }).from(playlistSongs).where(eq(playlistSongs.playlist_id, list.id)).get())!.n).toBe(150);

    const tooMany = await as('PUT', '/api/links/approve', { idList: range(ID_LIST_MAX + 1).map((i) => i + 1) });
    expect(tooMany.json.message).toBe(idListTooMany);
  });

  it('the owner lists 1000 talks a page; a normal user may not bulk-delete', async () => {
    const owner = await makeUser(1);
    const user = await makeUser();
    await insertRows<{ id: number }>(range(120).map((i) => ({ content: `说说${i}` })), (r) => db().insert(talks).values(r) as never);
    const page = await call('POST', '/api/talk/getTalkList', { token: owner.token, ip: uniqueIp(), body: { current: 1, size: 1000 } });
    expect(page.status).toBe(200);
    expect(page.json.result.list.length).toBeGreaterThanOrEqual(120);

    const refused = await call('PUT', '/api/links/delete', { token: user.token, ip: uniqueIp(), body: { idList: range(150).map((i) => i + 1) } });
    expect(refused.json.code).not.toBe(0);
    expect(refused.json.message).toMatch(CJK);
  });
});

describe('broken percent-encoding and impossible keys', () => {
  it('/wapi/media answers 404, never 500', async () => {
    for (const path of ['/wapi/media/%', '/wapi/media/%zz', '/wapi/media/music/%E0%A4%A', '/wapi/media/music/%ff', `/wapi/media/music/${'a'.repeat(5000)}.wav`]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
    }
  });

  it('path parameters with bad encoding answer the envelope in Chinese', async () => {
    for (const path of ['/api/user/getUserInfoById/%ff', '/api/user/getUserInfoById/%', '/api/message/getMessageById/%zz', '/api/user/getUserInfoById/99999999999999999999']) {
      const res = await call('GET', path, { ip: uniqueIp() });
      expect(res.status, path).toBeLessThan(500);
      expect(res.json?.message, path).toMatch(CJK);
      expect(res.json.message, path).not.toMatch(/expected|received|invalid/i);
    }
  });
});

describe('the one error path', () => {
  it('a decoding error or a refusal from Hono anywhere is a 4xx with a Chinese envelope, not a 500', async () => {
    const probe = new Hono()
      .get('/uri', () => {
        throw new URIError('URI malformed');
      })
      .get('/large', () => {
        throw new HTTPException(413, { message: 'Payload Too Large' });
      })
      .get('/bug', () => {
        throw new TypeError('x is undefined');
      })
      .onError(onError);
    const uri = await probe.request('/uri');
    expect(uri.status).toBe(400);
    expect(await uri.json()).toEqual({ code: '400', message: '请求地址格式错误' });
    const large = await probe.request('/large');
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(CJK);
    // a real bug still answers 500, without internals
    const bug = await probe.request('/bug');
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ code: '500', message: '服务端错误' });
  });
});

describe('every validation message is Chinese', () => {
  it('wrong types, non-object bodies and missing Content-Type', async () => {
    const user = await makeUser();
    const cases: [string, string, unknown, Record<string, string>?][] = [
      ['POST', '/api/message/getMessageList', { tag: 5, message: ['x'], current: 'NaN' }],
      ['POST', '/api/message/getMessageList', { size: -1 }],
      ['POST', '/api/message/getMessageList', { current: 1e300 }],
      ['POST', '/api/message/add', []],
      ['POST', '/api/message/add', 'null'],
      ['POST', '/api/message/add', '{"message":'],
      ['POST', '/api/message/add', '{"message":"你好"}', { 'Content-Type': 'text/plain' }],
      ['POST', '/api/user/getOwnComments', { current: 'x', size: {} }],
      ['PUT', '/api/message/delete', { idList: { 0: 1 } }],
    ];
    for (const [method, path, body, headers] of cases) {
      const res = await call(method, path, { token: user.token, ip: uniqueIp(), body: body as never, headers });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(200);
      expect(res.json.message, `${path} ${JSON.stringify(body)}`).toMatch(CJK);
      expect(res.json.message).not.toMatch(/expected|received|invalid/i);
    }
    const nonObject = await call('POST', '/api/message/add', { ip: uniqueIp(), body: [] });
    expect(nonObject.json.message).toBe('请求数据格式错误');
  });

  it('/wapi query errors are Chinese too', async () => {
    for (const path of ['/wapi/lyric?id=abc', '/wapi/playlist/track/all?id=1&limit=x', '/wapi/song/detail?ids=1,x']) {
      const res = await call('GET', path, { ip: uniqueIp() });
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toMatch(/^参数错误：/);
      expect(res.json.message, path).not.toMatch(/expected|received|invalid/i);
    }
  });
});

describe('clipping never splits a character', () => {
  it('a talk with emoji at both cut points renders its whole page', async () => {
    // the title cut keeps 29 UTF-16 units, the description cut 149: each lands inside an emoji's surrogate pair
    const content = `${'a'.repeat(28)}😀${'b'.repeat(118)}👍🏽${'c'.repeat(60)}`;
    const talk = await db().insert(talks).values({ content, status: 1 }).returning().get();
    const res = await call('GET', `/talk?id=${talk.id}`);
    expect(res.status).toBe(200);
    expect(res.text.trimEnd()).toMatch(/<\/html>$/i);
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toContain('\uFFFD');
    // cut between characters: the title keeps 29 of them, the description 149, each then '…'
    expect(res.text).toContain(`<title>${'a'.repeat(28)}😀…`);
    expect(res.text).toContain(`${'b'.repeat(118)}👍🏽c…`);
  });

  it('an article whose description cut falls in an emoji renders its whole page', async () => {
    const owner = await makeUser(1);
    const content = `${'字'.repeat(148)}👨‍👩‍👧${'尾'.repeat(40)}`;
    const added = await call('POST', '/api/article/add', {
      token: owner.token,
      ip: uniqueIp(),
      body: { article_title: `表情${Date.now()}`, article_content: content, category: { category_name: `c${Date.now()}` }, tagList: [{ tag_name: `t${Date.now()}` }], status: 1, type: 1, is_top: 2 },
    });
    expect(added.json.code, JSON.stringify(added.json)).toBe(0);
    const row = await db().select({ id: articles.id }).from(articles).where(eq(articles.article_content, content)).get();
    const res = await call('GET', `/article?id=${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.text.trimEnd()).toMatch(/<\/html>$/i);
    expect(res.text).toContain(`${'字'.repeat(148)}👨‍👩‍👧…`);
    expect(res.text).not.toContain('\uFFFD');
  });
});
