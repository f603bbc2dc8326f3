import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, comments, likes, messages, talks } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

const add = (body: unknown, opts: { token?: string; ip?: string } = {}) => call('POST', '/api/like/addLike', { body: body as Record<string, unknown>, ...opts });
const cancel = (body: unknown, opts: { token?: string; ip?: string } = {}) => call('POST', '/api/like/cancelLike', { body: body as Record<string, unknown>, ...opts });
const isLike = (body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call('POST', '/api/like/getIsLikeByIdOrIpAndType', { body: body as Record<string, unknown>, ...opts });

let articleId: number;
let talkId: number;
let messageId: number;
let commentId: number;
let user: Awaited<ReturnType<typeof makeUser>>;

const articleLikes = async () => (await db().select().from(articles).where(eq(articles.id, articleId)).get())!.thumbs_up_times;

beforeAll(async () => {
  user = await makeUser(2);
  articleId = (await db().insert(articles).values({ article_title: '点赞文章', thumbs_up_times: 3 }).returning().get()).id;
  talkId = (await db().insert(talks).values({ content: '说说' }).returning().get()).id;
  messageId = (await db().insert(messages).values({ message: '留言' }).returning().get()).id;
  commentId = (await db().insert(comments).values({ type: 1, for_id: articleId, from_id: user.id, content: '评论' }).returning().get()).id;
});

describe('POST /api/like/addLike', () => {
  it('counts one like per logged-in user and refuses a second', async () => {
    const first = await add({ for_id: articleId, type: 1 }, { token: user.token, ip: uniqueIp() });
    expect(first.json).toMatchObject({ code: 0, result: true });
    expect(await articleLikes()).toBe(4);
    const second = await add({ for_id: articleId, type: 1 }, { token: user.token, ip: uniqueIp() });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ code: '100018', message: '您已经点过赞了' });
    expect(await articleLikes()).toBe(4);
  });

  it('identifies visitors by IP and ignores a body user_id', async () => {
    const ip = uniqueIp();
    expect((await add({ for_id: talkId, type: 2, user_id: user.id }, { ip })).json.code).toBe(0);
    const row = await db().select().from(likes).where(and(eq(likes.type, 2), eq(likes.for_id, talkId))).get();
    expect(row).toMatchObject({ user_id: null, ip });
    expect((await add({ for_id: talkId, type: 2 }, { ip })).json.message).toBe('您已经点过赞了');
    expect((await isLike({ for_id: talkId, type: 2 }, { ip })).json.result).toBe(true);
    expect((await isLike({ for_id: talkId, type: 2 }, { token: user.token, ip })).json.result).toBe(false);
  });

  it('likes messages and comments and moves their counters', async () => {
    await add({ for_id: messageId, type: 3 }, { token: user.token, ip: uniqueIp() });
    await add({ for_id: commentId, type: 4 }, { token: user.token, ip: uniqueIp() });
    expect((await db().select().from(messages).where(eq(messages.id, messageId)).get())!.like_times).toBe(1);
    expect((await db().select().from(comments).where(eq(comments.id, commentId)).get())!.thumbs_up).toBe(1);
  });

  it('rejects bad input with the like code', async () => {
    expect((await add({ type: 1 }, { ip: uniqueIp() })).json).toMatchObject({ code: '100018', message: '点赞对象不能为空' });
    expect((await add({ for_id: articleId }, { ip: uniqueIp() })).json).toMatchObject({ code: '100018', message: '点赞类型不能为空' });
    expect((await add({ for_id: articleId, type: 9 }, { ip: uniqueIp() })).json.message).toBe('点赞类型不能为空');
    expect((await add({ for_id: 999999, type: 1 }, { ip: uniqueIp() })).json).toMatchObject({ code: '100018', message: '点赞对象不存在' });
    expect((await add('not json' as unknown as Record<string, unknown>, { ip: uniqueIp() })).status).toBeLessThan(500);
  });

  it('keeps the counter exact when 50 likes race (two per visitor)', async () => {
    const target = (await db().insert(articles).values({ article_title: '竞速' }).returning().get()).id;
    const ips = Array.from({ length: 50 }, (_, i) => `172.20.${Math.floor(i / 250)}.${i + 1}`);
    const results = await Promise.all(
      [...ips, ...ips].map((ip) => add({ for_id: target, type: 1 }, { ip })),
    );
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(50);
    expect(results.filter((r) => r.json.message === '您已经点过赞了')).toHaveLength(50);
    const row = await db().select().from(articles).where(eq(articles.id, target)).get();
    expect(row!.thumbs_up_times).toBe(50);
    expect(await db().select().from(likes).where(and(eq(likes.type, 1), eq(likes.for_id, target)))).toHaveLength(50);
  }, 30_000);
});

describe('POST /api/like/cancelLike', () => {
  it('removes the like and decrements once', async () => {
    const ip = uniqueIp();
    const target = (await db().insert(articles).values({ article_title: '取消' }).returning().get()).id;
    await add({ for_id: target, type: 1 }, { ip });
    const res = await cancel({ for_id: target, type: 1 }, { ip });
    expect(res.json).toMatchObject({ code: 0, result: 1 });
    expect((await db().select().from(articles).where(eq(articles.id, target)).get())!.thumbs_up_times).toBe(0);
    expect((await cancel({ for_id: target, type: 1 }, { ip })).json).toMatchObject({ code: '100018', message: '您没有点过赞' });
    expect((await db().select().from(articles).where(eq(articles.id, target)).get())!.thumbs_up_times).toBe(0);
  });

  it("cannot cancel someone else's like", async () => {
    const other = await makeUser(2);
    const target = (await db().insert(articles).values({ article_title: '别人的赞' }).returning().get()).id;
    await add({ for_id: target, type: 1 }, { token: user.token, ip: uniqueIp() });
    expect((await cancel({ for_id: target, type: 1, user_id: user.id }, { token: other.token, ip: uniqueIp() })).json.code).toBe('100018');
    expect((await db().select().from(articles).where(eq(articles.id, target)).get())!.thumbs_up_times).toBe(1);
  });

  it('answers missing fields with the cancel messages', async () => {
    expect((await cancel({ type: 1 }, { ip: uniqueIp() })).json.message).toBe('取消点赞对象不能为空');
    expect((await isLike({ for_id: 1 }, { ip: uniqueIp() })).json.message).toBe('取消点赞类型不能为空');
  });

  it('rate-limits likes per IP (10 a minute)', async () => {
    const ip = uniqueIp();
    const made = [];
    for (let i = 0; i < 11; i++) made.push(await db().insert(articles).values({ article_title: `限流${i}` }).returning().get());
    const res = [];
    for (const a of made) res.push(await add({ for_id: a.id, type: 1 }, { ip }));
    expect(res.slice(0, 10).every((r) => r.json.code === 0)).toBe(true);
    expect(res[10]!.status).toBe(429);
    expect(res[10]!.json.message).toBe('点赞过于频繁 请稍后再试');
  });
});
