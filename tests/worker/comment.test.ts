import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, comments, messages, notifies, talks } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let reader: User;
let other: User;
let admin: User;
let articleId: number;
let talkId: number;

const post = (path: string, body: Record<string, unknown>, token?: string) => call('POST', `/api/comment/${path}`, { body, token, ip: uniqueIp() });
const notesOf = (userId: number) => db().select().from(notifies).where(eq(notifies.user_id, userId));

beforeAll(async () => {
  owner = await makeUser(2);
  reader = await makeUser(2);
  other = await makeUser(2);
  admin = await makeUser(1);
  articleId = (await db().insert(articles).values({ article_title: '评论文章', author_id: owner.id }).returning().get()).id;
  talkId = (await db().insert(talks).values({ content: '说说', user_id: owner.id }).returning().get()).id;
});

describe('POST /api/comment/add and /apply', () => {
  it('adds a top-level comment as the token user and notifies the article author', async () => {
    const res = await post('add', { type: 1, for_id: articleId, content: '写得好', from_id: 999, from_name: '冒名', author_id: other.id }, reader.token);
    expect(res.json.code).toBe(0);
    expect(res.json.result.res).toMatchObject({ parent_id: null, from_id: reader.id, from_name: reader.nick_name, content: '写得好' });
    const notes = await notesOf(owner.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 1, to_id: articleId, isView: 1, message: `您的文章收到了来自于：${reader.nick_name} 的评论: 写得好！` });
    expect(await notesOf(other.id)).toHaveLength(0);
  });

  it('does not notify authors about their own comments; talks use 说说 in the text', async () => {
    await post('add', { type: 2, for_id: talkId, content: '自己评论' }, owner.token);
    await post('add', { type: 2, for_id: talkId, content: '说说真好' }, other.token);
    const notes = (await notesOf(owner.id)).filter((n) => n.type === 2);
    expect(notes.map((n) => n.message)).toEqual([`您的说说收到了来自于：${other.nick_name} 的评论: 说说真好！`]);
  });

  it('replies to someone in the thread and notifies them', async () => {
    const parent = (await post('add', { type: 1, for_id: articleId, content: '父评论' }, other.token)).json.result.res;
    const res = await post('apply', { type: 1, for_id: articleId, parent_id: parent.id, to_id: other.id, to_name: 'x', content: '回复你' }, reader.token);
    expect(res.json.code).toBe(0);
    expect(res.json.result.res).toMatchObject({ parent_id: parent.id, to_id: other.id, to_name: other.nick_name, from_id: reader.id });
    const notes = await notesOf(other.id);
    expect(notes.map((n) => n.message)).toContain(`您的收到了来自于：${reader.nick_name} 的评论回复: 回复你！`);
    // a reply cannot be aimed at a stranger to push them a notification
    const stranger = await post('apply', { type: 1, for_id: articleId, parent_id: parent.id, to_id: admin.id, content: '骚扰' }, reader.token);
    expect(stranger.json).toMatchObject({ code: '100004', message: '被回复的用户不在这条评论中' });
    const wrongParent = await post('apply', { type: 2, for_id: talkId, parent_id: parent.id, to_id: other.id, content: '错位' }, reader.token);
    expect(wrongParent.json).toMatchObject({ code: '100004', message: '被回复的评论不存在' });
  });

  it('a notification quotes the comment as typed: generics stay, allowed tags become their words (issue 28)', async () => {
    const parent = (await post('add', { type: 1, for_id: articleId, content: '泛型怎么写？' }, other.token)).json.result.res;
    const typed = 'Vec<String> 和 <b>粗体</b>';
    const res = await post('apply', { type: 1, for_id: articleId, parent_id: parent.id, to_id: other.id, content: typed }, reader.token);
    expect(res.json.result.res.content).toBe(typed);
    const listed = await call('POST', '/api/notify/getNotifyList', { body: { current: 1, size: 50 }, token: other.token });
    const messages: string[] = listed.json.result.list.map((n: { message: string }) => n.message);
    // the message is HTML on the wire: escaped, so every client shows `Vec<String>` and none renders <b>
    expect(messages).toContain(`您的收到了来自于：${reader.nick_name} 的评论回复: Vec&lt;String&gt; 和 粗体！`);
  });

  it('filters script words and caps the length at 555', async () => {
    const res = await post('add', { type: 1, for_id: articleId, content: '<img src=x onerror=alert(1)>' }, reader.token);
    expect(res.json.code).toBe(0);
    expect(res.json.result.res.content).not.toMatch(/onerror|alert/);
    expect((await post('add', { type: 1, for_id: articleId, content: 'a'.repeat(555) }, reader.token)).json.code).toBe(0);
    const long = await post('add', { type: 1, for_id: articleId, content: 'a'.repeat(556) }, reader.token);
    expect(long.json).toMatchObject({ code: '100004', message: '评论内容不能超过555个字符' });
  });

  it('rejects bad input and missing targets with code 100004, anonymous writers with 401', async () => {
    expect((await post('add', { type: 1, for_id: articleId, content: '   ' }, reader.token)).json).toMatchObject({ code: '100004', message: '评论内容不能为空' });
    expect((await post('add', { type: 7, for_id: articleId, content: 'x' }, reader.token)).json).toMatchObject({ code: '100004', message: '评论类型不合法' });
    expect((await post('add', { type: 1, for_id: 987654, content: 'x' }, reader.token)).json).toMatchObject({ code: '100004', message: '评论对象不存在' });
    const anonymous = await post('add', { type: 1, for_id: articleId, content: 'x' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('100016');
  });
});

describe('comment lists and totals', () => {
  let hotId: number;
  beforeAll(async () => {
    const made = await db()
      .insert(comments)
      .values([
        { type: 3, for_id: 77, from_id: reader.id, from_name: '旧名', content: '热', thumbs_up: 9, createdAt: '2024-01-01 10:00:00' },
        { type: 3, for_id: 77, from_id: other.id, content: '新', thumbs_up: 1, createdAt: '2024-06-01 10:00:00' },
      ])
      .returning();
    hotId = made[0]!.id;
    await db()
      .insert(comments)
      .values([
        { type: 3, for_id: 77, parent_id: hotId, from_id: other.id, to_id: reader.id, to_name: '旧名', content: '二楼', createdAt: '2024-02-01 10:00:00' },
        { type: 3, for_id: 77, parent_id: hotId, from_id: reader.id, to_id: other.id, content: '三楼', createdAt: '2024-03-01 10:00:00' },
      ])
      .run();
  });

  it('orders parents hot or new, with current names, region and like state', async () => {
    const hot = await post('frontGetParentComment', { type: 3, for_id: 77, current: 1, size: 5, order: 'hot' });
    expect(hot.json.result).toMatchObject({ total: 2, current: 1, size: 5 });
    expect(hot.json.result.list.map((c: any) => c.content)).toEqual(['热', '新']);
    expect(hot.json.result.list[0]).toMatchObject({ from_name: reader.nick_name, form_name: reader.nick_name, is_like: false, ipAddress: expect.any(String) });
    expect(hot.json.result.list[0].ip).toBeUndefined();
    const fresh = await post('frontGetParentComment', { type: 3, for_id: 77, order: 'new' });
    expect(fresh.json.result.list.map((c: any) => c.content)).toEqual(['新', '热']);
    expect((await post('frontGetParentComment', { type: 3, for_id: 77, current: 2, size: 1 })).json.result.list).toHaveLength(1);
  });

  it('lists replies oldest first with the replied user’s current name; totals count everything', async () => {
    const res = await post('frontGetChildrenComment', { type: 3, for_id: 77, parent_id: hotId, current: 1, size: 5 });
    expect(res.json.result.total).toBe(2);
    expect(res.json.result.list.map((c: any) => [c.content, c.to_name])).toEqual([
      ['二楼', reader.nick_name],
      ['三楼', other.nick_name],
    ]);
    expect((await post('getCommentTotal', { type: 3, for_id: 77 })).json.result).toBe(4);
    expect((await post('getCommentTotal', { type: 3 })).json.code).toBe('100004');
    expect((await post('frontGetParentComment', { type: 3, for_id: 77, current: 0 })).json.message).toBe('页码不合法');
  });
});

describe('DELETE /api/comment/delete/:id/:parent_id', () => {
  it("refuses someone else's comment, lets the author and the administrator delete", async () => {
    const mine = (await post('add', { type: 1, for_id: articleId, content: '我的' }, reader.token)).json.result.res;
    await post('apply', { type: 1, for_id: articleId, parent_id: mine.id, to_id: reader.id, content: '楼中楼' }, other.token);
    const foreign = await call('DELETE', `/api/comment/delete/${mine.id}/0`, { token: other.token });
    expect(foreign.json).toMatchObject({ code: '100004', message: '只能删除自己的评论' });
    const own = await call('DELETE', `/api/comment/delete/${mine.id}/0`, { token: reader.token });
    expect(own.json).toMatchObject({ code: 0, result: { res: 2 } });
    expect(await db().select().from(comments).where(eq(comments.parent_id, mine.id))).toHaveLength(0);

    const theirs = (await post('add', { type: 1, for_id: articleId, content: '别人的' }, other.token)).json.result.res;
    expect((await call('DELETE', `/api/comment/delete/${theirs.id}/0`, { token: admin.token })).json.code).toBe(0);
    expect((await call('DELETE', `/api/comment/delete/${theirs.id}/0`, { token: admin.token })).json.message).toBe('评论不存在');
  });

  it('deletes only the reply when a reply is deleted; needs a token; validates ids', async () => {
    const top = (await post('add', { type: 1, for_id: articleId, content: '顶层' }, reader.token)).json.result.res;
    const reply = (await post('apply', { type: 1, for_id: articleId, parent_id: top.id, to_id: reader.id, content: '回复' }, other.token)).json.result.res;
    expect((await call('DELETE', `/api/comment/delete/${reply.id}/${top.id}`)).status).toBe(401);
    expect((await call('DELETE', `/api/comment/delete/${reply.id}/${top.id}`, { token: other.token })).json.result.res).toBe(1);
    expect(await db().select().from(comments).where(and(eq(comments.id, top.id)))).toHaveLength(1);
    expect((await call('DELETE', '/api/comment/delete/abc/0', { token: other.token })).json.code).toBe('100004');
  });

  it('comments on a message-board entry notify its author', async () => {
    const m = (await db().insert(messages).values({ message: '留言', user_id: other.id }).returning().get()).id;
    await post('add', { type: 3, for_id: m, content: '留言评论' }, reader.token);
    expect((await notesOf(other.id)).map((n) => n.message)).toContain(`您的留言收到了来自于：${reader.nick_name} 的评论: 留言评论！`);
  });
});

describe('POST /api/comment/locate', () => {
  it('answers a comment’s thread and the pages that show it (最新 parents, oldest-first replies)', async () => {
    const articleId = (await db().insert(articles).values({ article_title: '很多评论', author_id: owner.id }).returning().get()).id;
    const at = (n: number) => `2025-01-01 00:00:${String(n).padStart(2, '0')}`;
    // one row a statement: D1 binds at most 100 values to one
    const insert = (row: typeof comments.$inferInsert) => db().insert(comments).values(row).returning().get();
    const parents = [];
    for (let i = 0; i < 12; i++) parents.push(await insert({ type: 1, for_id: articleId, from_id: reader.id, content: `p${i}`, createdAt: at(i) }));
    const oldest = parents[0]!;
    const replies = [];
    for (let i = 0; i < 7; i++) {
      replies.push(await insert({ type: 1, for_id: articleId, parent_id: oldest.id, from_id: other.id, to_id: reader.id, content: `r${i}`, createdAt: at(20 + i) }));
    }
    // twelve parents newest first, five a page: the oldest is on page 3, the newest on page 1
    expect((await post('locate', { id: oldest.id })).json.result).toEqual({ id: oldest.id, type: 1, for_id: articleId, parent_id: null, page: 3, reply_page: null });
    expect((await post('locate', { id: parents[11]!.id })).json.result).toMatchObject({ page: 1, reply_page: null });
    expect((await post('locate', { id: replies[6]!.id })).json.result).toMatchObject({ parent_id: oldest.id, page: 3, reply_page: 2 });
    expect((await post('locate', { id: replies[4]!.id })).json.result).toMatchObject({ reply_page: 1 });
  });

  it('refuses an id that is malformed or names no comment', async () => {
    for (const body of [{}, { id: 'x' }, { id: 0 }]) expect((await post('locate', body)).json.code).not.toBe(0);
    const missing = await post('locate', { id: 2_000_000_000 });
    expect(missing.json.code).not.toBe(0);
    expect(missing.json.message).toBe('评论不存在');
  });
});
