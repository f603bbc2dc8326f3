import { beforeAll, describe, expect, it } from 'vitest';
import { addArticles, addTaxonomy } from './article-fixtures';
import { call } from './helpers';

let ids: Record<string, number> = {};

beforeAll(async () => {
  const { cats, tgs } = await addTaxonomy();
  const [fe, be] = cats.map((c) => c.id) as [number, number];
  const [react, rust, essay] = tgs.map((t) => t.id) as [number, number, number];
  const made = await addArticles([
    { article_title: '旧文', category_id: fe, createdAt: '2023-05-01 10:00:00', tagIds: [react] },
    { article_title: '置顶二', category_id: be, is_top: 1, order: 2, createdAt: '2024-01-01 10:00:00', tagIds: [rust] },
    { article_title: '置顶一', category_id: fe, is_top: 1, order: 1, createdAt: '2023-01-01 10:00:00', tagIds: [react, essay] },
    { article_title: '新文', category_id: be, createdAt: '2024-06-01 10:00:00', tagIds: [rust, essay] },
    { article_title: '私密', category_id: fe, status: 2, createdAt: '2024-07-01 10:00:00', tagIds: [react] },
    { article_title: '回收', category_id: fe, status: 3, createdAt: '2024-08-01 10:00:00', tagIds: [react] },
  ]);
  ids = Object.fromEntries(made.map((a) => [a.article_title, a.id]));
  ids.react = react;
  ids.rust = rust;
  ids.fe = fe;
});

describe('GET /api/article/blogHomeGetArticleList/:current/:size', () => {
  it('lists public articles: pinned by order first, then newest, with category and tag names', async () => {
    const res = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    expect(res.json.code).toBe(0);
    const { current, size, total, list } = res.json.result;
    expect([current, size, total]).toEqual(['1', '10', 4]);
    expect(list.map((a: any) => a.article_title)).toEqual(['置顶一', '置顶二', '新文', '旧文']);
    expect(list[0]).toMatchObject({ categoryName: '前端', tagNameList: ['React', '随笔'], is_top: 1 });
    expect(list[0]).not.toHaveProperty('article_content');
    expect(list[0]).not.toHaveProperty('origin_url');
  });

  it('pages, and answers an empty page past the end', async () => {
    const page2 = await call('GET', '/api/article/blogHomeGetArticleList/2/3');
    expect(page2.json.result.list.map((a: any) => a.article_title)).toEqual(['旧文']);
    const past = await call('GET', '/api/article/blogHomeGetArticleList/9/3');
    expect(past.json.result).toMatchObject({ total: 4, list: [] });
  });

  it.each(['0/5', 'a/5', '1/0', '1/-1', '1/abc', '1/5000'])('rejects paging %s with the envelope', async (paging) => {
    const res = await call('GET', `/api/article/blogHomeGetArticleList/${paging}`);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('100005');
  });
});

describe('GET /api/article/blogTimelineGetArticleList', () => {
  it('groups a page of articles by year, newest first; total counts articles', async () => {
    const res = await call('GET', '/api/article/blogTimelineGetArticleList/1/3');
    expect(res.json.result.total).toBe(4);
    expect(res.json.result.list).toEqual([
      { year: '2024', articleList: [expect.objectContaining({ article_title: '新文' }), expect.objectContaining({ article_title: '置顶二' })] },
      { year: '2023', articleList: [expect.objectContaining({ article_title: '旧文' })] },
    ]);
    expect(Object.keys(res.json.result.list[0].articleList[0]).sort()).toEqual(['article_cover', 'article_title', 'createdAt', 'id']);
  });
});

describe('lists by tag and category', () => {
  it('lists public articles of a tag, newest first', async () => {
    const res = await call('POST', '/api/article/getArticleListByTagId', { body: { id: ids.react, current: 1, size: 10 } });
    expect(res.json.result.total).toBe(2);
    expect(res.json.result.list.map((a: any) => a.article_title)).toEqual(['旧文', '置顶一']);
  });

  it('lists public articles of a category', async () => {
    const res = await call('POST', '/api/article/getArticleListByCategoryId', { body: { id: ids.fe, current: 1, size: 1 } });
    expect(res.json.result).toMatchObject({ total: 2, current: 1, size: 1 });
    expect(res.json.result.list).toHaveLength(1);
  });

  it('needs an id', async () => {
    expect((await call('POST', '/api/article/getArticleListByTagId', { body: { current: 1, size: 4 } })).json).toEqual({ code: '100005', message: '标签id不能为空' });
    expect((await call('POST', '/api/article/getArticleListByCategoryId', { body: { id: 'x' } })).json).toEqual({ code: '100005', message: '分类id不能为空' });
  });
});

describe('dictionaries', () => {
  it('lists categories and tags with public article counts', async () => {
    const cats = await call('GET', '/api/category/getCategoryDictionary');
    expect(cats.json.result).toEqual([
      { id: ids.fe, category_name: '前端', article_count: 2 },
      { id: expect.any(Number), category_name: '后端', article_count: 2 },
    ]);
    const tags = await call('GET', '/api/tag/getTagDictionary');
    expect(tags.json.result.find((t: any) => t.tag_name === 'React').article_count).toBe(2);
  });
});

describe('GET /api/article/getHotArticle', () => {
  it('returns up to 5 public articles by views', async () => {
    const res = await call('GET', '/api/article/getHotArticle');
    expect(res.json.result.length).toBeLessThanOrEqual(5);
    expect(res.json.result.map((a: any) => a.article_title)).not.toContain('私密');
    expect(Object.keys(res.json.result[0]).sort()).toEqual(['article_title', 'id', 'view_times']);
  });
});
