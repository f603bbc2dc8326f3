import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_UPLOAD_QUOTA_BYTES } from '../../contract/upload';
import { links, storedFiles } from '../../worker/db/schema';
import { openSocket, sleep } from './chat-helpers';
import { call, db, makeUser, uniqueIp } from './helpers';
import { fetchSite } from './site-fetch';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41,
  0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49,
  0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

type Account = Awaited<ReturnType<typeof makeUser>>;

async function upload(who: Account): Promise<string> {
  const fd = new FormData();
  fd.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
  const res = await call('POST', '/api/upload/img', { body: fd, token: who.token, ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  return res.json.result.url;
}

const serves = async (url: string) => {
  const res = await fetchSite(`http://blog.test${url}`);
  await res.body?.cancel();
  return res.status;
};
const setAvatar = (who: Account, avatar: string) =>
  call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: who.nick_name, avatar }, token: who.token, ip: uniqueIp() });
const chinese = /[\u4e00-\u9fa5]/;

let owner: Account;
let mallory: Account;
let ownerFile: string;
const SONG = 'music/audio/song.wav';

beforeAll(async () => {
  owner = await makeUser(1);
  mallory = await makeUser();
  ownerFile = await upload(owner);
  await env.BUCKET.put(SONG, new Uint8Array([1, 2, 3]));
});

describe('the three deletion paths cannot reach another owner\'s file', () => {
  it('avatar: naming the owner\'s file is refused, and clearing the avatar deletes nothing', async () => {
    const res = await setAvatar(mallory, ownerFile);
    expect(res.json).toEqual({ code: '100001', message: '只能使用自己上传的图片' });
    expect((await setAvatar(mallory, `/img/${SONG}`)).json.message).toBe('只能使用自己上传的图片');
    expect((await setAvatar(mallory, '')).json.code).toBe(0);
    expect(await serves(ownerFile)).toBe(200);
    expect(await env.BUCKET.head(SONG)).not.toBeNull();
  });

  it('chat: an image message of a music file or the owner\'s file is refused, so there is nothing to revoke', async () => {
    const s = await openSocket(mallory.token);
    for (const content of [`/img/${SONG}`, ownerFile, 'https://blog.test' + ownerFile]) {
      const mark = s.mark();
      s.send({ type: 'message', content, content_type: 'image' });
      const tip = await s.waitFor((f) => f.type === 'tips', mark);
      expect(tip.content).toMatch(chinese);
    }
    const list = (await call('POST', '/api/chat/getChatList', { body: { size: 50, last_id: '' } })).json.result.list;
    expect(list).toEqual([]);
    s.close();
    expect(await serves(ownerFile)).toBe(200);
    expect(await env.BUCKET.head(SONG)).not.toBeNull();
  });

  it('friend link: an application naming the owner\'s file is refused; deleting rows that name others\' files keeps them', async () => {
    const apply = { site_name: '小站', site_desc: '记录生活', site_avatar: ownerFile, url: 'https://m.example' };
    const refused = await call('POST', '/api/links/add', { body: apply, token: mallory.token, ip: uniqueIp() });
    expect(refused.json).toEqual({ code: '100014', message: '只能使用自己上传的图片' });

    // rows written before the rule existed: one names the owner's file, one another user's, one the music library
    const victim = await makeUser();
    const victimFile = await upload(victim);
    const rows = await db()
      .insert(links)
      .values([ownerFile, victimFile, `/img/${SONG}`].map((site_avatar, i) => ({ site_name: `旧${i}`, url: 'https://x.example', site_avatar, user_id: String(mallory.id) })))
      .returning({ id: links.id });
    // the owner's file is still used elsewhere (their avatar); the victim's belongs to the victim
    expect((await setAvatar(owner, ownerFile)).json.code).toBe(0);
    const del = await call('PUT', '/api/links/delete', { body: { idList: rows.map((r) => r.id) }, token: owner.token, ip: uniqueIp() });
    expect(del.json.code).toBe(0);
    expect(await serves(ownerFile)).toBe(200);
    expect(await serves(victimFile)).toBe(200);
    expect(await env.BUCKET.head(SONG)).not.toBeNull();
  });
});

describe('avatar follows the own-image rule', () => {
  it('refuses foreign, scripted, encoded and tricky addresses with a Chinese message', async () => {
    const other = await makeUser();
    const othersFile = await upload(other);
    for (const avatar of ['https://x/y.png', 'javascript:alert(1)', 'data:image/png;base64,xx', '/\\evil.example/p.png', '/img/%', '/img/%zz', '//evil.example/img/a.png', `/img/upload/${'x'.repeat(5000)}`, othersFile]) {
      const res = await setAvatar(mallory, avatar);
      expect(res.status, avatar).toBe(200);
      expect(res.json.code, avatar).toBe('100001');
      expect(res.json.message, avatar).toMatch(chinese);
    }
    expect(await serves(othersFile)).toBe(200);
  });

  it('accepts an own upload; replacing it deletes the old file only when nothing else uses it', async () => {
    const me = await makeUser();
    const first = await upload(me);
    expect((await setAvatar(me, first)).json.code).toBe(0);
    const second = await upload(me);
    expect((await setAvatar(me, second)).json.code).toBe(0);
    expect(await serves(first)).toBe(404);
    expect(await db().select().from(storedFiles).all()).not.toContainEqual(expect.objectContaining({ key: first.slice(5) }));

    // the second picture is also the avatar of a friend-link application: replacing the avatar keeps it
    const apply = { site_name: '我的站', site_desc: '描述', site_avatar: second, url: 'https://me.example' };
    expect((await call('POST', '/api/links/add', { body: apply, token: me.token, ip: uniqueIp() })).json.code).toBe(0);
    const third = await upload(me);
    expect((await setAvatar(me, third)).json.code).toBe(0);
    expect(await serves(second)).toBe(200);
  });

  it('an administrator may wear any stored file but clearing it does not delete another user\'s file', async () => {
    const admin = await makeUser(1);
    const other = await makeUser();
    const othersFile = await upload(other);
    expect((await setAvatar(admin, othersFile)).json.code).toBe(0);
    expect((await setAvatar(admin, '')).json.code).toBe(0);
    expect(await serves(othersFile)).toBe(200);
  });
});

describe('chat images', () => {
  it('own upload accepted; another user\'s refused; revoking the own one removes it', async () => {
    const me = await makeUser();
    const other = await makeUser();
    const mine = await upload(me);
    const theirs = await upload(other);
    const s = await openSocket(me.token);
    let mark = s.mark();
    s.send({ type: 'message', content: theirs, content_type: 'image' });
    expect((await s.waitFor((f) => f.type === 'tips', mark)).content).toBe('只能使用自己上传的图片');
    mark = s.mark();
    s.send({ type: 'message', content: mine, content_type: 'image' });
    const msg = await s.waitFor((f) => f.type === 'message' && f.content === mine, mark);
    const kind = await db().select({ kind: storedFiles.kind }).from(storedFiles).all();
    expect(kind).toContainEqual({ kind: 'chat' });
    expect((await call('DELETE', `/api/chat/deleteOne/${msg.id}`, { token: me.token })).json.code).toBe(0);
    await sleep(20);
    expect(await serves(mine)).toBe(404);
    expect(await serves(theirs)).toBe(200);
    s.close();
  });
});

describe('GET /img with impossible keys', () => {
  it('answers 404, never 5xx', async () => {
    for (const path of ['/img/%zz', '/img/%', '/img/%E0%A4%A', `/img/upload/${'x'.repeat(5000)}`, '/img/upload/..%2F..%2Fx', '/img/%5Cevil']) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
  });
});

describe('upload quota', () => {
  it('refuses a user past the total and lets the administrator through', async () => {
    const me = await makeUser();
    await db().insert(storedFiles).values({ key: `upload/quota-${me.id}.png`, owner_id: me.id, kind: 'upload', size: USER_UPLOAD_QUOTA_BYTES - 10 }).run();
    const fd = new FormData();
    fd.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
    const res = await call('POST', '/api/upload/img', { body: fd, token: me.token, ip: uniqueIp() });
    expect(res.json).toEqual({ code: '100006', message: '你上传的图片已达到总量上限（50MB），无法继续上传' });

    await db().insert(storedFiles).values({ key: `upload/quota-${owner.id}.png`, owner_id: owner.id, kind: 'upload', size: USER_UPLOAD_QUOTA_BYTES }).run();
    expect(await upload(owner)).toMatch(/^\/img\/upload\//);
  });
});

describe('orphaned files and the quota', () => {
  const keyOf = (url: string) => url.replace('/img/', '');
  /** a file made to weigh `size` and to be older than the sweep's grace (a day), as if uploaded long ago */
  const age = (url: string, size: number) =>
    env.DB.prepare("UPDATE stored_file SET size = ?, createdAt = '2020-01-01 00:00:00' WHERE key = ?").bind(size, keyOf(url)).run();
  const tryUpload = async (who: Account) => {
    const fd = new FormData();
    fd.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
    return (await call('POST', '/api/upload/img', { body: fd, token: who.token, ip: uniqueIp() })).json;
  };
  const note = (who: Account, bg_url: string) => call('POST', '/api/message/add', { body: { message: '背景', bg_url }, token: who.token, ip: uniqueIp() });

  it('a file nothing uses any more stops counting: upload to the total, delete the note, upload again', async () => {
    const me = await makeUser();
    const bg = await upload(me);
    expect((await note(me, bg)).json.code).toBe(0);
    await age(bg, USER_UPLOAD_QUOTA_BYTES - 10);
    // still used by the note: it counts, and it stays
    expect(await tryUpload(me)).toEqual({ code: '100006', message: '你上传的图片已达到总量上限（50MB），无法继续上传' });
    expect(await serves(bg)).toBe(200);

    const id = (await env.DB.prepare('SELECT id FROM blog_message WHERE bg_url = ?').bind(bg).first<number>('id'))!;
    expect((await call('PUT', '/api/message/delete', { body: { idList: [id] }, token: me.token, ip: uniqueIp() })).json.code).toBe(0);
    expect((await tryUpload(me)).code).toBe(0);
    // the orphan went with its row; the new upload is what counts now
    expect(await serves(bg)).toBe(404);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM stored_file WHERE key = ?').bind(keyOf(bg)).first<number>('n')).toBe(0);
  });

  it('an upload never saved anywhere is released too, but not while it is fresh, nor a chat picture or someone else\'s file', async () => {
    const me = await makeUser();
    const other = await makeUser();
    const [fresh, chat, theirs] = [await upload(me), await upload(me), await upload(other)];
    await age(theirs, USER_UPLOAD_QUOTA_BYTES);
    await env.DB.prepare('UPDATE stored_file SET size = ? WHERE key = ?').bind(USER_UPLOAD_QUOTA_BYTES - 10, keyOf(fresh)).run();
    // a fresh upload may be on its way into a form: it counts and stays
    expect((await tryUpload(me)).code).toBe('100006');
    expect(await serves(fresh)).toBe(200);

    await age(chat, USER_UPLOAD_QUOTA_BYTES);
    await env.DB.prepare("UPDATE stored_file SET kind = 'chat' WHERE key = ?").bind(keyOf(chat)).run();
    await env.DB.prepare('UPDATE stored_file SET size = 10 WHERE key = ?').bind(keyOf(fresh)).run();
    expect((await tryUpload(me)).code).toBe('100006');
    expect([await serves(fresh), await serves(chat), await serves(theirs)]).toEqual([200, 200, 200]);

    await env.DB.prepare("UPDATE stored_file SET kind = 'upload' WHERE key = ?").bind(keyOf(chat)).run();
    expect((await tryUpload(me)).code).toBe(0);
    // the old orphan went; the fresh one stays, and another user's file is never looked at
    expect([await serves(chat), await serves(fresh), await serves(theirs)]).toEqual([404, 200, 200]);
  });
});

describe('board note backgrounds', () => {
  it('only the author\'s own upload; guests none', async () => {
    const me = await makeUser();
    const mine = await upload(me);
    const note = (bg_url: string, token?: string) => call('POST', '/api/message/add', { body: { message: '你好', bg_url }, token, ip: uniqueIp() });
    expect((await note(ownerFile, me.token)).json.message).toBe('只能使用自己上传的图片');
    expect((await note(mine)).json.message).toBe('只能使用自己上传的图片');
    expect((await note(mine, me.token)).json.code).toBe(0);
  });
});

describe('music covers in the console', () => {
  it('a broken address is refused with the envelope, not a 5xx', async () => {
    const res = await call('POST', '/api/admin/music/playlist', { body: { name: '歌单', description: '', cover: '/img/%', sort: 0 }, token: owner.token, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json.code).not.toBe(0);
    expect(res.json.message).toMatch(chinese);
  });
});
