import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import { COMMENT_TYPE } from '../../contract/target-types';
import { EXCERPT_CHARS, LATEST_COMMENTS, type SidebarWidgets } from '../../contract/sidebar';
import { comments, talks } from '../../worker/db/schema';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import { addArticles } from './article-fixtures';
import { call, db, makeUser } from './helpers';

// rows written straight to the database move no content version, as the app's writes do: read past the
// edge cache (as a client that just wrote does), or it answers what the previous test saw
const widgets = async (token?: string) => {
  const res = await call('GET', '/api/sidebar/widgets', { token, headers: { [D1_BOOKMARK_HEADER]: 'first-primary' } });
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(0);
  return res.json.result as SidebarWidgets;
};

describe('GET /api/sidebar/widgets (the home sidebar: 最新评论 and 归档)', () => {
  it('lists the newest comments on what readers can see, and the months of public articles, and nothing else', async () => {
    const reader = await makeUser();
    const owner = await makeUser(1);
    const [pub, priv, later, older] = await addArticles([
      { article_title: '公开文章', status: ARTICLE_STATUS.public, createdAt: '2026-10-03 10:00:00' },
      { article_title: '私密文章', status: ARTICLE_STATUS.private, createdAt: '2026-09-03 10:00:00' },
      { article_title: '定时文章', status: ARTICLE_STATUS.public, publish_at: '2099-01-01 00:00:00', createdAt: '2026-08-03 10:00:00' },
      { article_title: '去年的文章', status: ARTICLE_STATUS.public, createdAt: '2025-12-31 23:00:00' },
    ]);
    const [shown, hidden] = await db()
      .insert(talks)
      .values([{ content: '公开说说', status: 1 }, { content: '私密说说', status: 2 }])
      .returning()
      .all();
    const say = (type: number, for_id: number, content: string) =>
      db().insert(comments).values({ type, for_id, from_id: reader.id, from_name: reader.nick_name, content }).returning().get();
    await say(COMMENT_TYPE.article, priv!.id, '私密文章下的评论');
    await say(COMMENT_TYPE.article, later!.id, '定时文章下的评论');
    await say(COMMENT_TYPE.talk, hidden!.id, '私密说说下的评论');
    await say(COMMENT_TYPE.article, 99_999, '已删除文章下的评论');
    const onTalk = await say(COMMENT_TYPE.talk, shown!.id, '说说下的评论');
    const long = await say(COMMENT_TYPE.article, pub!.id, `Vec<String> 和 <b>粗体</b> ${'长'.repeat(300)}`);

    const { latestComments, archiveMonths } = await widgets();
    expect(latestComments.map((c) => c.id)).toEqual([long.id, onTalk.id]);
    expect(latestComments[0]).toMatchObject({ type: COMMENT_TYPE.article, for_id: pub!.id, title: '公开文章', from_name: reader.nick_name });
    expect(latestComments[0]!.content.startsWith('Vec<String> 和 <b>粗体</b>')).toBe(true);
    expect(Array.from(latestComments[0]!.content)).toHaveLength(EXCERPT_CHARS);
    expect(latestComments[1]).toMatchObject({ type: COMMENT_TYPE.talk, for_id: shown!.id, title: '' });
    expect(archiveMonths).toEqual([
      { month: '2026-10', count: 1 },
      { month: '2025-12', count: 1 },
    ]);
    // the owner's view is the readers' view: a widget never shows the owner's private articles
    expect(await widgets(owner.token)).toEqual(await widgets());
    expect(older!.id).toBeGreaterThan(0);
  });

  it(`shows at most ${LATEST_COMMENTS}, newest first`, async () => {
    const reader = await makeUser();
    const [art] = await addArticles([{ article_title: '热闹的文章', status: ARTICLE_STATUS.public }]);
    const ids = [];
    for (let i = 0; i < LATEST_COMMENTS + 3; i++)
      ids.push((await db().insert(comments).values({ type: COMMENT_TYPE.article, for_id: art!.id, from_id: reader.id, content: `第${i}条` }).returning().get()).id);
    const { latestComments } = await widgets();
    expect(latestComments.map((c) => c.id)).toEqual(ids.reverse().slice(0, LATEST_COMMENTS));
  });

  it('answers an unknown widget path and a write with the envelope, never a page', async () => {
    const unknown = await call('GET', '/api/sidebar/nothing');
    expect(unknown.status).toBe(404);
    expect(typeof unknown.json.message).toBe('string');
    const post = await call('POST', '/api/sidebar/widgets', { body: {} });
    expect(post.status).toBe(404);
  });
});

describe('GET /api/article/blogTimelineGetArticleList/:current/:size?month= (where the 归档 card leads)', () => {
  it("keeps one month's public articles, with that month's total; without month the whole timeline", async () => {
    await addArticles([
      { article_title: '三月一', status: ARTICLE_STATUS.public, createdAt: '2024-03-02 10:00:00' },
      { article_title: '三月二', status: ARTICLE_STATUS.public, createdAt: '2024-03-28 10:00:00' },
      { article_title: '三月私密', status: ARTICLE_STATUS.private, createdAt: '2024-03-15 10:00:00' },
      { article_title: '四月', status: ARTICLE_STATUS.public, createdAt: '2024-04-01 00:00:00' },
    ]);
    const march = await call('GET', '/api/article/blogTimelineGetArticleList/1/10?month=2024-03');
    expect(march.json.code).toBe(0);
    expect(march.json.result.total).toBe(2);
    expect(march.json.result.list).toEqual([{ year: '2024', articleList: [expect.objectContaining({ article_title: '三月二' }), expect.objectContaining({ article_title: '三月一' })] }]);
    const second = await call('GET', '/api/article/blogTimelineGetArticleList/2/1?month=2024-03');
    expect(second.json.result.list[0].articleList.map((a: { article_title: string }) => a.article_title)).toEqual(['三月一']);
    const all = await call('GET', '/api/article/blogTimelineGetArticleList/1/100');
    expect(all.json.result.total).toBeGreaterThanOrEqual(3);
  });

  it.each(['2024-13', '2024-3', "2024-03' OR 1=1", '2024-03%', '二〇二四年三月'])('refuses month=%s with the envelope', async (month) => {
    const res = await call('GET', `/api/article/blogTimelineGetArticleList/1/10?month=${encodeURIComponent(month)}`);
    expect(res.json.code).not.toBe(0);
    expect(res.json.message).toBe('月份格式不正确');
    expect(res.status).toBeLessThan(500);
  });
});
