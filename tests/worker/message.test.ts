import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, likes, messages, notifies } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User; // id 1: the blog owner receives board notifications
let author: User;
let other: User;
let admin: User;

const api = (method: string, path: string, body?: Record<string, unknown>, token?: string, ip = uniqueIp()) =>
  call(method, `/api/message/${path}`, { body, token, ip });
const note = { message: '你好呀', color: '#ffffff', font_size: 14, font_weight: 600, bg_color: '#409eff', bg_url: '', tag: '打卡' };

// add, update and delete share a bucket of 5 a minute per account, and these tests reuse
// their accounts: each test starts a fresh minute
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limit').run();
});

beforeAll(async () => {
  owner = await makeUser(1);
  author = await makeUser(2);
  other = await makeUser(2);
  admin = await makeUser(1);
});

describe('POST /api/message/add', () => {
  it('stores a logged-in note under the token user and notifies the owner', async () => {
    const res = await api('POST', 'add', { ...note, id: 0, user_id: other.id, nick_name: '冒名', avatar: 'x', isNew: true }, author.token);
    expect(res.json).toMatchObject({ code: 0, result: true });
    const row = await db().select().from(messages).where(eq(messages.user_id, author.id)).get();
    expect(row).toMatchObject({ nick_name: author.nick_name, tag: '打卡', color: '#ffffff', font_size: 14 });
    const notes = await db().select().from(notifies).where(eq(notifies.user_id, owner.id));
    expect(notes.map((n) => n.message)).toContain(`您收到了来自于：${author.nick_name} 的留言: 你好呀！`);
  });

  it('names guests 游客 + 5 alphanumerics and filters script words', async () => {
    expect((await api('POST', 'add', { message: '<script>alert(1)</script>', nick_name: '我' })).json.code).toBe(0);
    const guests = (await db().select().from(messages)).filter((m) => m.user_id === null);
    expect(guests).toHaveLength(1);
    expect(guests[0]!.nick_name).toMatch(/^游客[A-Za-z0-9]{5}$/);
    expect(guests[0]!.message).not.toMatch(/script|alert/);
  });

  it('rejects bad input with 100012', async () => {
    expect((await api('POST', 'add', { message: '  ' })).json).toMatchObject({ code: '100012', message: '请输入留言内容' });
    expect((await api('POST', 'add', { message: 'x', color: 'red;background:url(x)' })).json.message).toBe('颜色格式不正确');
    expect((await api('POST', 'add', { message: 'x', bg_url: 'https://evil.example/a.png' })).json.message).toBe('背景图片地址不合法');
    expect((await api('POST', 'add', { message: 'x', font_size: 400 })).json.message).toBe('字体大小应在12-40之间');
  });
});

describe('message lists', () => {
  it('pages newest first with is_like, comment_total, current nickname and avatar', async () => {
    const id = (await db().insert(messages).values({ message: '被点赞', user_id: other.id, nick_name: '旧', tag: '闲聊', createdAt: '2030-01-01 00:00:00' }).returning().get()).id;
    await db().insert(comments).values([{ type: 3, for_id: id, from_id: author.id, content: 'a' }, { type: 3, for_id: id, from_id: author.id, content: 'b' }, { type: 1, for_id: id, from_id: author.id, content: 'c' }]).run();
    await db().insert(likes).values({ type: 3, for_id: id, user_id: author.id }).run();
    const mine = await api('POST', 'getMessageList', { current: 1, size: 8 }, author.token);
    expect(mine.json.result.list[0]).toMatchObject({ id, nick_name: other.nick_name, avatar: '', is_like: true, comment_total: 2 });
    const anon = await api('POST', 'getMessageList', { current: 1, size: 8, tag: '闲聊' });
    expect(anon.json.result).toMatchObject({ total: 1 });
    expect(anon.json.result.list[0].is_like).toBe(false);
    expect((await api('POST', 'getMessageList', { message: '点赞' })).json.result.total).toBe(1);
    expect((await api('POST', 'getMessageList', { size: 0 })).json.code).toBe('100012');
    const one = await api('GET', `getMessageById/${id}`);
    expect(one.json.result).toMatchObject({ id, comment_total: 2 });
    expect((await api('GET', 'getMessageById/999999')).json.message).toBe('留言不存在');
  });

  it('getAllMessage returns every entry; hot tags count non-empty tags', async () => {
    const all = await api('GET', 'getAllMessage');
    expect(all.json.result.total).toBe(all.json.result.list.length);
    expect(all.json.result.total).toBeGreaterThanOrEqual(3);
    const tags = await api('GET', 'getHotTagList');
    expect(tags.json.result).toEqual(expect.arrayContaining([{ tag: '打卡', count: 1 }, { tag: '闲聊', count: 1 }]));
    expect(tags.json.result.some((t: any) => t.tag === '')).toBe(false);
  });
});

describe('update and delete', () => {
  let mine: number;
  beforeAll(async () => {
    mine = (await db().insert(messages).values({ message: '原文', user_id: author.id, nick_name: author.nick_name }).returning().get()).id;
  });

  it('lets only the author or an administrator edit, and filters the new text', async () => {
    const foreign = await api('POST', 'update', { id: mine, message: '篡改' }, other.token);
    expect(foreign.json).toMatchObject({ code: '100012', message: '只能修改或删除自己的留言' });
    expect((await api('POST', 'update', { id: mine, message: '篡改' })).status).toBe(401);
    const own = await api('POST', 'update', { id: mine, message: '改好了', tag: '新标签', user_id: other.id, like_times: 999 }, author.token);
    expect(own.json.code).toBe(0);
    expect(await db().select().from(messages).where(eq(messages.id, mine)).get()).toMatchObject({ message: '改好了', tag: '新标签', like_times: 0, user_id: author.id });
    await api('POST', 'update', { id: mine, message: 'onerror=1' }, admin.token);
    expect((await db().select().from(messages).where(eq(messages.id, mine)).get())!.message).not.toContain('onerror');
    expect((await api('POST', 'update', { id: 999999, message: 'x' }, author.token)).json.message).toBe('留言不存在');
  });

  it('lets only the author or an administrator delete', async () => {
    expect((await api('PUT', 'delete', { idList: [mine] }, other.token)).json.message).toBe('只能修改或删除自己的留言');
    expect((await api('PUT', 'delete', { idList: [] }, author.token)).json.code).toBe('100012');
    expect((await api('PUT', 'delete', { idList: [mine] }, author.token)).json).toMatchObject({ code: 0, result: 1 });
    const guest = (await db().insert(messages).values({ message: '游客留言', nick_name: '游客abcde' }).returning().get()).id;
    expect((await api('PUT', 'delete', { idList: [guest] }, author.token)).json.code).toBe('100012');
    expect((await api('PUT', 'delete', { idList: [guest] }, admin.token)).json.result).toBe(1);
  });

  it('shares one rate-limit bucket for add/update/delete (5 a minute)', async () => {
    const ip = uniqueIp();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await api('POST', 'add', { message: `限流${i}` }, author.token, ip)).status);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    expect((await api('PUT', 'delete', { idList: [1] }, author.token, ip)).json.message).toBe('删除过于频繁 请稍后再试');
  });
});
