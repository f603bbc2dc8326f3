import { beforeAll, describe, expect, it } from 'vitest';
import { comments, messages, talks } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { call, db, makeUser } from './helpers';

let me: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  me = await makeUser();
  other = await makeUser();
  const [article] = await addArticles([{ article_title: '被评论的文章' }]);
  const talk = await db().insert(talks).values({ content: '一条说说的内容' }).returning().get();
  const note = await db().insert(messages).values({ message: '我的留言', user_id: me.id, tag: '闲聊' }).returning().get();
  await db().insert(messages).values({ message: '别人的留言', user_id: other.id }).run();
  await db()
    .insert(comments)
    .values([
      { type: 1, for_id: article!.id, from_id: me.id, content: '文章评论', createdAt: '2024-01-01 10:00:00' },
      { type: 2, for_id: talk.id, from_id: me.id, content: '说说评论', createdAt: '2024-02-01 10:00:00' },
      { type: 3, for_id: note.id, from_id: other.id, content: '别人评论我的留言', createdAt: '2024-03-01 10:00:00' },
    ])
    .run();
});

describe('POST /api/user/getOwnComments', () => {
  it('lists only the token user’s comments, newest first, with what they were written on', async () => {
    const res = await call('POST', '/api/user/getOwnComments', { token: me.token, body: { current: 1, size: 10 } });
    expect(res.json.result.total).toBe(2);
    expect(res.json.result.list.map((c: any) => [c.content, c.target_title])).toEqual([
      ['说说评论', '一条说说的内容'],
      ['文章评论', '被评论的文章'],
    ]);
  });

  it('needs a login and valid paging', async () => {
    expect((await call('POST', '/api/user/getOwnComments', { body: {} })).status).toBe(401);
    const bad = await call('POST', '/api/user/getOwnComments', { token: me.token, body: { current: 0 } });
    expect(bad.json).toEqual({ code: '100001', message: '页码不合法' });
  });
});

describe('POST /api/user/getOwnMessages', () => {
  it('lists only the token user’s notes with their comment counts', async () => {
    const res = await call('POST', '/api/user/getOwnMessages', { token: me.token, body: {} });
    expect(res.json.result.list).toEqual([expect.objectContaining({ message: '我的留言', tag: '闲聊', comment_total: 1 })]);
    const theirs = await call('POST', '/api/user/getOwnMessages', { token: other.token, body: {} });
    expect(theirs.json.result.list.map((m: any) => m.message)).toEqual(['别人的留言']);
  });
});
