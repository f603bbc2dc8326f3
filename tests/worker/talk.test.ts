import { beforeAll, describe, expect, it } from 'vitest';
import { likes, talkPhotos, talks } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

const list = (body: Record<string, unknown>, opts: { token?: string; ip?: string } = {}) =>
  call('POST', '/api/talk/blogGetTalkList', { body, ...opts });

let ids: Record<string, number> = {};
let author: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
const visitorIp = uniqueIp();

beforeAll(async () => {
  author = await makeUser(1);
  reader = await makeUser(2);
  admin = await makeUser(1);
  const rows = await db()
    .insert(talks)
    .values([
      { content: '最早', user_id: author.id, createdAt: '2023-01-01 10:00:00', like_times: 2 },
      { content: '置顶旧', user_id: author.id, is_top: 1, createdAt: '2023-02-01 10:00:00' },
      { content: '中间', user_id: author.id, createdAt: '2024-01-01 10:00:00' },
      { content: '最新', user_id: author.id, createdAt: '2024-06-01 10:00:00' },
      { content: '私密', user_id: author.id, status: 2, createdAt: '2024-07-01 10:00:00' },
      { content: '回收', user_id: author.id, status: 3, createdAt: '2024-08-01 10:00:00' },
    ])
    .returning()
    .all();
  ids = Object.fromEntries(rows.map((t) => [t.content, t.id]));
  await db()
    .insert(talkPhotos)
    .values([
      { talk_id: ids['中间']!, url: '/img/a.png' },
      { talk_id: ids['中间']!, url: '/img/b.png' },
      { talk_id: ids['私密']!, url: '/img/secret.png' },
    ])
    .run();
  await db()
    .insert(likes)
    .values([
      { type: 2, for_id: ids['最新']!, ip: visitorIp },
      { type: 2, for_id: ids['中间']!, user_id: reader.id },
      // a like of another kind on the same id must not count
      { type: 1, for_id: ids['最早']!, ip: visitorIp },
    ])
    .run();
});

describe('POST /api/talk/blogGetTalkList', () => {
  it('lists public talks, pinned first then newest, with the author profile', async () => {
    const res = await list({ current: 1, size: 10 });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(0);
    const { current, size, total, list: items } = res.json.result;
    expect([current, size, total]).toEqual([1, 10, 4]);
    expect(items.map((t: any) => t.content)).toEqual(['置顶旧', '最新', '中间', '最早']);
    expect(items[0]).toMatchObject({ is_top: 1, status: 1, user_id: author.id, nick_name: author.nick_name, avatar: '' });
    expect(items[3]).toMatchObject({ like_times: 2, createdAt: '2023-01-01 10:00:00' });
  });

  it('carries talkImgList only when the talk has images, in upload order', async () => {
    const { list: items } = (await list({ current: 1, size: 10 })).json.result;
    const byContent = Object.fromEntries(items.map((t: any) => [t.content, t]));
    expect(byContent['中间'].talkImgList).toEqual(['/img/a.png', '/img/b.png']);
    expect(byContent['最新']).not.toHaveProperty('talkImgList');
    expect(byContent['置顶旧']).not.toHaveProperty('talkImgList');
  });

  it('marks is_like by client IP for visitors and by token user when logged in', async () => {
    const asVisitor = (await list({}, { ip: visitorIp })).json.result.list;
    const liked = (items: any[]) => items.filter((t) => t.is_like).map((t) => t.content);
    expect(liked(asVisitor)).toEqual(['最新']);
    // the same IP logged in as the reader sees the reader's likes, not the IP's
    const asReader = (await list({ user_id: reader.id, current: 1, size: 5 }, { ip: visitorIp, token: reader.token })).json.result.list;
    expect(liked(asReader)).toEqual(['中间']);
    // a body user_id without a token proves nothing: identity falls back to the IP
    const claimed = (await list({ user_id: reader.id }, { ip: uniqueIp() })).json.result.list;
    expect(liked(claimed)).toEqual([]);
  });

  it('defaults to page 1 of 5, pages by size, and answers an empty page past the end', async () => {
    const first = (await list({})).json.result;
    expect([first.current, first.size, first.list.length]).toEqual([1, 5, 4]);
    const page2 = (await list({ current: 2, size: 3 })).json.result;
    expect(page2.list.map((t: any) => t.content)).toEqual(['最早']);
    expect((await list({ current: '3', size: '3' })).json.result).toMatchObject({ total: 4, list: [] });
  });

  it.each([
    [{ current: 0, size: 5 }, '页码不合法'],
    [{ current: 'x', size: 5 }, '页码不合法'],
    [{ current: 1.5, size: 5 }, '页码不合法'],
    [{ current: 1, size: 0 }, '每页数量不合法'],
    [{ current: 1, size: -2 }, '每页数量不合法'],
    [{ current: 1, size: 5000 }, '每页数量不合法'],
  ])('rejects paging %j with the talk code and a message', async (body, message) => {
    const res = await list(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100011', message });
  });
});

describe('GET /api/talk/getTalkById/:id', () => {
  it('returns one public talk with its images, author and like state', async () => {
    const res = await call('GET', `/api/talk/getTalkById/${ids['中间']}`, { token: reader.token });
    expect(res.json.code).toBe(0);
    expect(res.json.result).toMatchObject({
      id: ids['中间'],
      content: '中间',
      talkImgList: ['/img/a.png', '/img/b.png'],
      nick_name: author.nick_name,
      is_like: true,
    });
  });

  it('answers an empty talkImgList for a talk without images', async () => {
    const res = await call('GET', `/api/talk/getTalkById/${ids['最新']}`);
    expect(res.json.result.talkImgList).toEqual([]);
  });

  it('hides private and recycled talks from everyone but the administrator', async () => {
    for (const name of ['私密', '回收']) {
      const res = await call('GET', `/api/talk/getTalkById/${ids[name]}`, { token: reader.token });
      expect(res.json).toEqual({ code: '100011', message: '说说不存在或已被删除' });
    }
    const asAdmin = await call('GET', `/api/talk/getTalkById/${ids['私密']}`, { token: admin.token });
    expect(asAdmin.json.result).toMatchObject({ status: 2, talkImgList: ['/img/secret.png'] });
  });

  it.each(['0', 'abc', '-3', '99999999999', '1.5'])('rejects id %s with the envelope', async (id) => {
    const res = await call('GET', `/api/talk/getTalkById/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100011', message: '说说id不合法' });
  });

  it('answers a missing talk with the envelope', async () => {
    const res = await call('GET', '/api/talk/getTalkById/987654');
    expect(res.json.code).toBe('100011');
  });
});
