import { beforeAll, describe, expect, it } from 'vitest';
import { addArticles } from './article-fixtures';
import { call } from './helpers';

beforeAll(async () => {
  await addArticles([
    { article_title: '边缘计算入门', article_content: '# 边缘计算\n\nCloudflare Workers 让代码运行在离用户最近的地方。', view_times: 1 },
    { article_title: '随手记', article_content: '今天读了一本关于计算机网络的书，顺便聊聊边缘节点。', view_times: 50 },
    { article_title: 'Rust 所有权', article_content: 'Ownership and borrowing in **Rust** explained, with examples.', view_times: 5 },
    { article_title: '私密的边缘计算', article_content: '边缘计算的草稿', status: 2 },
    { article_title: '百分号', article_content: '折扣 100% 真实', view_times: 2 },
  ]);
});

const search = (q: string) => call('GET', `/api/article/getArticleListByContent/${encodeURIComponent(q)}`);

describe('GET /api/article/getArticleListByContent/:content', () => {
  it('finds Chinese text through bigrams and ranks the title hit first', async () => {
    const res = await search('边缘计算');
    expect(res.json.code).toBe(0);
    const titles = res.json.result.map((r: any) => r.article_title);
    expect(titles[0]).toBe('边缘计算入门');
    expect(titles).not.toContain('私密的边缘计算');
    expect(res.json.result[0].title_html).toBe('<mark>边缘计算</mark>入门');
  });

  it('finds English words case-insensitively', async () => {
    const res = await search('rust');
    expect(res.json.result[0].article_title).toBe('Rust 所有权');
    expect(res.json.result[0].snippet).toContain('<mark>Rust</mark>');
  });

  it('keeps the contract snippet: from the first occurrence, query length + 12', async () => {
    const res = await search('Workers');
    expect(res.json.result[0].article_content).toBe('Workers 让代码运行在离用户最近');
  });

  it('falls back to LIKE for a single character and treats wildcards literally', async () => {
    expect((await search('书')).json.result.map((r: any) => r.article_title)).toEqual(['随手记']);
    expect((await search('%')).json.result.map((r: any) => r.article_title)).toEqual(['百分号']);
  });

  it('never lets input act as FTS syntax and escapes snippets', async () => {
    const res = await search('"边缘" OR <script>');
    expect(res.json.code).toBe(0);
    for (const hit of res.json.result) expect(hit.snippet).not.toContain('<script>');
    expect((await search('nothing-matches-this')).json.result).toEqual([]);
  });

  it('rejects an over-long query with the envelope', async () => {
    const res = await search('长'.repeat(60));
    expect(res.json).toEqual({ code: '100005', message: '搜索内容过长' });
  });
});
