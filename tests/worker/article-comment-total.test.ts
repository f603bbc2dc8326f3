import { beforeAll, describe, expect, it } from 'vitest';
import { articles, talks } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

/*
 * Home cards and the article header show how many comments an article has (issue 28): the home
 * list's cards and the article detail carry `comment_total` (an addition to their shapes), counted
 * as POST /api/comment/getCommentTotal counts them: top-level comments and replies on that article.
 */

let commented = 0;
let quiet = 0;
let talkId = 0;
let token = '';

const comment = (path: 'add' | 'apply', body: Record<string, unknown>) => call('POST', `/api/comment/${path}`, { body, token, ip: uniqueIp() });

beforeAll(async () => {
  const reader = await makeUser(2);
  token = reader.token;
  commented = (await db().insert(articles).values({ article_title: '有评论', author_id: reader.id }).returning().get()).id;
  quiet = (await db().insert(articles).values({ article_title: '没评论', author_id: reader.id }).returning().get()).id;
  talkId = (await db().insert(talks).values({ id: commented, content: '同号的说说', user_id: reader.id }).returning().get()).id;
  const parent = (await comment('add', { type: 1, for_id: commented, content: '`Vec<String>` 😀' })).json.result.res;
  await comment('add', { type: 1, for_id: commented, content: '第二条' });
  await comment('apply', { type: 1, for_id: commented, parent_id: parent.id, to_id: reader.id, content: '回复' });
  // a talk with the same id: its comments are not the article's
  await comment('add', { type: 2, for_id: talkId, content: '说说的评论' });
});

describe('comment_total on articles', () => {
  it('the article detail counts comments and replies, as getCommentTotal does', async () => {
    const total = await call('POST', '/api/comment/getCommentTotal', { body: { type: 1, for_id: commented } });
    expect(total.json.result).toBe(3);
    const detail = await call('GET', `/api/article/getArticleById/${commented}`);
    expect(detail.json.result).toMatchObject({ article_title: '有评论', comment_total: 3 });
    expect((await call('GET', `/api/article/getArticleById/${quiet}`)).json.result.comment_total).toBe(0);
  });

  it('every home card carries its count', async () => {
    const home = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    const byTitle = Object.fromEntries(home.json.result.list.map((a: { article_title: string; comment_total: number }) => [a.article_title, a.comment_total]));
    expect(byTitle).toEqual({ 有评论: 3, 没评论: 0 });
  });
});
