import { beforeAll, describe, expect, it } from 'vitest';
import { addArticles, addTaxonomy } from './article-fixtures';
import { call, makeUser } from './helpers';
import { eventually, viewTimes } from './server-timing-helpers';

let a: Record<string, number> = {};
let adminToken = '';

beforeAll(async () => {
  const admin = await makeUser(1);
  adminToken = admin.token;
  const { cats, tgs } = await addTaxonomy();
  const [react, rust] = tgs.map((t) => t.id);
  const made = await addArticles([
    { article_title: '第一篇', category_id: cats[0]!.id, author_id: admin.id, view_times: 10, tagIds: [react!], createdAt: '2024-01-01 08:00:00' },
    { article_title: '私密文章', status: 2, tagIds: [react!] },
    { article_title: '第二篇', category_id: cats[1]!.id, tagIds: [react!, rust!], origin_url: 'https://example.com/x', type: 2, createdAt: '2024-02-01 08:00:00' },
    { article_title: '无标签', createdAt: '2024-03-01 08:00:00' },
  ]);
  a = Object.fromEntries(made.map((x) => [x.article_title, x.id]));
});

describe('GET /api/article/getArticleById/:id', () => {
  it('returns the article with tags, category and author, and counts the view', async () => {
    const first = await call('GET', `/api/article/getArticleById/${a['第一篇']}`);
    expect(first.json.code).toBe(0);
    expect(first.json.result).toMatchObject({
      article_title: '第一篇',
      view_times: 10,
      tagNameList: ['React'],
      tagIdList: [expect.any(Number)],
      categoryName: '前端',
      authorName: expect.any(String),
    });
    // the read is counted just after its answer, never before it (services/view-counter.ts)
    expect(await eventually(() => viewTimes(a['第一篇']!), 11)).toBe(11);
    const second = await call('GET', `/api/article/getArticleById/${a['第一篇']}`);
    expect(second.json.result.view_times).toBe(11);
  });

  it('hides private articles from visitors but not from the administrator', async () => {
    const visitor = await call('GET', `/api/article/getArticleById/${a['私密文章']}`);
    expect(visitor.json).toEqual({ code: '100005', message: '查询文章详情失败' });
    const user = await makeUser();
    expect((await call('GET', `/api/article/getArticleById/${a['私密文章']}`, { token: user.token })).json.code).toBe('100005');
    const admin = await call('GET', `/api/article/getArticleById/${a['私密文章']}`, { token: adminToken });
    expect(admin.json.result.article_title).toBe('私密文章');
  });

  it('rejects unknown and malformed ids with the envelope', async () => {
    expect((await call('GET', '/api/article/getArticleById/99999')).json.code).toBe('100005');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await call('GET', `/api/article/getArticleById/${bad}`);
      expect(res.status).toBe(200);
      expect(res.json.code).toBe('100005');
    }
  });
});

describe('GET /api/article/getRecommendArticleById/:id', () => {
  it('gives public neighbours, falling back to itself, and related articles sharing a tag', async () => {
    const res = await call('GET', `/api/article/getRecommendArticleById/${a['第一篇']}`);
    const { previous, next, recommend } = res.json.result;
    expect(previous.id).toBe(a['第一篇']); // no public article before it
    expect(next.id).toBe(a['第二篇']); // the private one in between is skipped
    expect(Object.keys(next).sort()).toEqual(['article_cover', 'article_title', 'id']);
    expect(recommend.map((r: any) => r.article_title)).toEqual(['第二篇', '第一篇']);
    const none = await call('GET', `/api/article/getRecommendArticleById/${a['无标签']}`);
    expect(none.json.result.recommend).toEqual([]);
    expect(none.json.result.next.id).toBe(a['无标签']);
  });

  it('rejects an unknown id', async () => {
    expect((await call('GET', '/api/article/getRecommendArticleById/424242')).json.code).toBe('100005');
  });
});

describe('PUT /api/article/addReadingDuration/:id/:duration', () => {
  it('adds the milliseconds and reports whether the article exists', async () => {
    expect((await call('PUT', `/api/article/addReadingDuration/${a['第二篇']}/1500`)).json.result).toBe(true);
    expect((await call('PUT', `/api/article/addReadingDuration/${a['第二篇']}/500`)).json.result).toBe(true);
    const detail = await call('GET', `/api/article/getArticleById/${a['第二篇']}`);
    expect(detail.json.result.reading_duration).toBe(2000);
    expect((await call('PUT', '/api/article/addReadingDuration/777777/10')).json.result).toBe(false);
  });

  it('rejects a negative or non-numeric duration', async () => {
    expect((await call('PUT', `/api/article/addReadingDuration/${a['第二篇']}/-5`)).json.code).toBe('100005');
    expect((await call('PUT', `/api/article/addReadingDuration/${a['第二篇']}/lots`)).json.code).toBe('100005');
  });
});
