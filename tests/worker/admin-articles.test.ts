import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaTime } from '../../worker/db/time';
import { addTaxonomy } from './article-fixtures';
import { call, makeUser, uniqueIp } from './helpers';

let owner: Awaited<ReturnType<typeof makeUser>>;
let tagId: number;
const post = (path: string, body: Record<string, unknown>, method = 'POST') => call(method, path, { body, token: owner.token, ip: uniqueIp() });
const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  article_title: title,
  article_content: `正文 ${title} 独一无二的琥珀词`,
  category: { category_name: '随想' },
  tagList: [{ id: tagId }, { tag_name: '定时标签' }],
  ...extra,
});
const homeTitles = async () => (await call('GET', '/api/article/blogHomeGetArticleList/1/50')).json.result.list.map((a: { article_title: string }) => a.article_title);

beforeAll(async () => {
  owner = await makeUser(1);
  tagId = (await addTaxonomy()).tgs[0]!.id;
});

describe('writing articles', () => {
  it('rejects bad input with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [draft(''), '请输入文章标题'],
      [draft('无内容', { article_content: ' ' }), '请输入文章内容'],
      [draft('无分类', { category: {} }), '请选择或新建分类'],
      [draft('无标签', { tagList: [] }), '请至少选择或新建一个标签'],
      [draft('转载', { type: 2, origin_url: '' }), '转载或翻译的文章请填写原文链接'],
      [draft('坏链接', { type: 2, origin_url: 'javascript:alert(1)' }), '转载或翻译的文章请填写原文链接'],
      [draft('坏封面', { article_cover: 'https://evil.example/x.png' }), '封面地址不合法，请先上传封面'],
      [draft('坏时间', { publish_at: '明天' }), '定时发布时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [draft('坏状态', { status: 3 }), '文章状态不合法'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/article/add', body);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: '100005', message });
    }
  });

  it('keeps a scheduled article hidden until its time, then it is everywhere', async () => {
    const future = chinaTime(new Date(Date.now() + 3600_000));
    const add = await post('/api/article/add', draft('定时文章', { publish_at: future }));
    expect(add.json.code).toBe(0);
    const id = add.json.result.id as number;
    expect(await homeTitles()).not.toContain('定时文章');
    expect((await call('GET', `/api/article/getArticleById/${id}`)).json.code).toBe('100005');
    expect((await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('琥珀词')}`)).json.result).toEqual([]);
    const scheduled = await post('/api/article/getArticleList', { scheduled: true });
    expect(scheduled.json.result.list.map((a: { id: number }) => a.id)).toEqual([id]);

    const detail = (await call('GET', `/api/admin/article/${id}`, { token: owner.token })).json.result;
    expect(detail.publish_at).toBe(future);
    const publish = await post('/api/article/update', { ...draft('定时文章'), id, publish_at: null }, 'PUT');
    expect(publish.json.code).toBe(0);
    expect(await homeTitles()).toContain('定时文章');
    // published early, it is dated now rather than at the abandoned future time
    const live = (await call('GET', `/api/admin/article/${id}`, { token: owner.token })).json.result;
    expect(live.createdAt <= chinaTime()).toBe(true);
    const hits = (await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('琥珀词')}`)).json.result;
    expect(hits.map((h: { id: number }) => h.id)).toEqual([id]);
    const newTag = detail.tagIdList.find((t: number) => t !== tagId);
    const byTag = await call('POST', '/api/article/getArticleListByTagId', { body: { id: newTag, current: 1, size: 10 } });
    expect(byTag.json.result.list.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('refuses a duplicate title, on add and on rename', async () => {
    await post('/api/article/add', draft('唯一标题'));
    expect((await post('/api/article/add', draft('唯一标题'))).json).toMatchObject({ code: '100005', message: '文章标题已经存在' });
    const other = (await post('/api/article/add', draft('另一个标题'))).json.result.id;
    expect((await post('/api/article/update', { ...draft('唯一标题'), id: other }, 'PUT')).json.message).toBe('文章标题已经存在');
    expect((await post('/api/article/titleExist', { article_title: '唯一标题' })).json.result).toBe(true);
    expect((await post('/api/article/titleExist', { article_title: '没有的标题' })).json.result).toBe(false);
  });

  it('moves to the recycle bin, restores, and deletes for good with tag links and search row', async () => {
    const id = (await post('/api/article/add', draft('回收文章'))).json.result.id as number;
    await call('DELETE', `/api/article/delete/${id}/1`, { token: owner.token });
    expect(await homeTitles()).not.toContain('回收文章');
    const bin = await post('/api/article/getArticleList', { status: 3 });
    expect(bin.json.result.list.map((a: { id: number }) => a.id)).toContain(id);
    await call('PUT', `/api/article/revert/${id}`, { token: owner.token });
    expect(await homeTitles()).toContain('回收文章');
    await call('DELETE', `/api/article/delete/${id}/1`, { token: owner.token });
    expect((await call('DELETE', `/api/article/delete/${id}/3`, { token: owner.token })).json.code).toBe(0);
    const links = await env.DB.prepare('SELECT count(*) AS n FROM blog_article_tag WHERE article_id = ?').bind(id).first<{ n: number }>();
    const indexed = await env.DB.prepare('SELECT count(*) AS n FROM article_search WHERE rowid = ?').bind(id).first<{ n: number }>();
    expect([links?.n, indexed?.n]).toEqual([0, 0]);
    expect((await call('GET', `/api/admin/article/${id}`, { token: owner.token })).json.message).toBe('文章不存在');
  });

  it('pins with an order and toggles private', async () => {
    const id = (await post('/api/article/add', draft('置顶文章', { is_top: 1, order: 1 }))).json.result.id as number;
    expect((await homeTitles())[0]).toBe('置顶文章');
    await call('PUT', `/api/article/isPublic/${id}/1`, { token: owner.token });
    expect(await homeTitles()).not.toContain('置顶文章');
    expect((await call('PUT', `/api/article/updateTop/${id}/5`, { token: owner.token })).json.message).toBe('置顶参数不合法');
  });
});
