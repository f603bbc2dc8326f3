import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, notifies } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let me: User;
let other: User;
let myIds: number[];
let theirId: number;

beforeAll(async () => {
  me = await makeUser(2);
  other = await makeUser(1);
  const mine = await db()
    .insert(notifies)
    .values([
      { user_id: me.id, type: 1, to_id: 5, message: '旧的已读', isView: 2, createdAt: '2024-01-03 00:00:00' },
      { user_id: me.id, type: 2, to_id: 6, message: '旧的未读', isView: 1, createdAt: '2024-01-01 00:00:00' },
      { user_id: me.id, type: 3, to_id: null, message: '新的未读', isView: 1, createdAt: '2024-01-02 00:00:00' },
    ])
    .returning();
  myIds = mine.map((n) => n.id);
  theirId = (await db().insert(notifies).values({ user_id: other.id, type: 4, message: '别人的' }).returning().get()).id;
});

const list = (body: Record<string, unknown>, token?: string) => call('POST', '/api/notify/getNotifyList', { body, token });

describe('notifications belong to their owner', () => {
  it('lists only the token user’s own, unread first then newest, whatever userId says', async () => {
    const res = await list({ current: 1, size: 10, userId: other.id }, me.token);
    expect(res.json.result).toMatchObject({ total: 3, current: 1, size: 10 });
    expect(res.json.result.list.map((n: any) => n.message)).toEqual(['新的未读', '旧的未读', '旧的已读']);
    expect((await list({ current: 2, size: 2 }, me.token)).json.result.list).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await list({ current: 1, size: 10, userId: me.id });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('100016');
    expect((await call('PUT', `/api/notify/update/${myIds[1]}`)).status).toBe(401);
    expect((await call('PUT', `/api/notify/delete/${myIds[1]}`)).status).toBe(401);
  });

  it('marks read only one’s own', async () => {
    const res = await call('PUT', `/api/notify/update/${myIds[1]}`, { token: me.token });
    expect(res.json).toMatchObject({ code: 0, result: true });
    expect((await db().select().from(notifies).where(eq(notifies.id, myIds[1]!)).get())!.isView).toBe(2);
    const foreign = await call('PUT', `/api/notify/update/${theirId}`, { token: me.token });
    expect(foreign.json).toMatchObject({ code: '100017', message: '消息不存在' });
    expect((await db().select().from(notifies).where(eq(notifies.id, theirId)).get())!.isView).toBe(1);
    expect((await call('PUT', '/api/notify/update/zero', { token: me.token })).json).toMatchObject({ code: '100017', message: '消息id不合法' });
  });

  it('deletes only one’s own', async () => {
    const foreign = await call('PUT', `/api/notify/delete/${theirId}`, { token: me.token });
    expect(foreign.json.code).toBe('100017');
    expect(await db().select().from(notifies).where(eq(notifies.id, theirId))).toHaveLength(1);
    const own = await call('PUT', `/api/notify/delete/${myIds[0]}`, { token: me.token });
    expect(own.json).toMatchObject({ code: 0, result: { res: 1 } });
    expect((await list({}, me.token)).json.result.total).toBe(2);
  });
});

describe('全部已读 (PUT /api/notify/readAll)', () => {
  it('marks the reader’s unread notices up to the newest they saw, and nobody else’s', async () => {
    const reader = await makeUser(2);
    const stranger = await makeUser(2);
    const seen = await db()
      .insert(notifies)
      .values([
        { user_id: reader.id, type: 3, message: '一', isView: 1 },
        { user_id: reader.id, type: 3, message: '二', isView: 1 },
      ])
      .returning();
    const theirs = (await db().insert(notifies).values({ user_id: stranger.id, type: 3, message: '别人的' }).returning().get()).id;
    // arrives after the drawer was loaded: the reader has not seen it yet
    const later = (await db().insert(notifies).values({ user_id: reader.id, type: 3, message: '新来的' }).returning().get()).id;
    const res = await call('PUT', '/api/notify/readAll', { token: reader.token, body: { upTo: seen[1]!.id } });
    expect(res.json).toMatchObject({ code: 0, result: { res: 2 } });
    const views = async (id: number) => (await db().select().from(notifies).where(eq(notifies.id, id)).get())!.isView;
    expect(await views(seen[0]!.id)).toBe(2);
    expect(await views(seen[1]!.id)).toBe(2);
    expect(await views(later)).toBe(1);
    // upTo past someone else's notice still touches only the reader's own
    await call('PUT', '/api/notify/readAll', { token: reader.token, body: { upTo: theirs + 1000 } });
    expect(await views(theirs)).toBe(1);
    expect(await views(later)).toBe(2);
  });

  it('refuses a missing or malformed upTo, and a caller without a token', async () => {
    for (const body of [{}, { upTo: 'all' }, { upTo: 0 }, { upTo: -3 }]) {
      const res = await call('PUT', '/api/notify/readAll', { token: me.token, body });
      expect(res.json).toMatchObject({ code: '100017', message: '消息id不合法' });
    }
    const anonymous = await call('PUT', '/api/notify/readAll', { body: { upTo: 1 } });
    expect(anonymous.status).toBe(401);
  });
});

describe('a notice knows where it leads', () => {
  it('carries the comment and the article’s title, and says when the comment or article is gone', async () => {
    const author = await makeUser(2);
    const reader = await makeUser(2);
    const articleId = (await db().insert(articles).values({ article_title: '去往评论的文章', author_id: author.id }).returning().get()).id;
    const add = (content: string) => call('POST', '/api/comment/add', { token: reader.token, ip: uniqueIp(), body: { type: 1, for_id: articleId, content } });
    const kept = (await add('留着的评论')).json.result.res.id as number;
    // a reply's notice carries the reply, not the comment it answers
    const reply = await call('POST', '/api/comment/apply', {
      token: author.token,
      ip: uniqueIp(),
      body: { type: 1, for_id: articleId, parent_id: kept, to_id: reader.id, content: '谢谢' },
    });
    const replyId = reply.json.result.res.id as number;
    expect((await list({}, reader.token)).json.result.list[0]).toMatchObject({ comment_id: replyId, title: '去往评论的文章', gone: false });
    const deleted = (await add('会被删的评论')).json.result.res.id as number;
    await call('DELETE', `/api/comment/delete/${deleted}/0`, { token: reader.token });
    const items = (await list({}, author.token)).json.result.list as any[];
    const byComment = (id: number) => items.find((n) => n.comment_id === id);
    expect(byComment(kept)).toMatchObject({ to_id: articleId, title: '去往评论的文章', gone: false });
    expect(byComment(deleted)).toMatchObject({ to_id: articleId, gone: true });
    await db().update(articles).set({ status: 2 }).where(eq(articles.id, articleId));
    const hidden = (await list({}, author.token)).json.result.list as any[];
    expect(hidden.find((n) => n.comment_id === kept)).toMatchObject({ title: null, gone: true });
  });
});
