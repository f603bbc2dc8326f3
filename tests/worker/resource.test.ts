import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../worker/db/schema';
import { call, db } from './helpers';

beforeAll(async () => {
  await db()
    .insert(resources)
    .values([
      { kind: 'front', group_name: '框架', group_sort: 2, name: 'Vue', url: 'https://vuejs.org/', icon: 'V', sort: 2 },
      { kind: 'front', group_name: '框架', group_sort: 2, name: 'React', url: 'https://react.dev/', icon: '⚛', sort: 1 },
      { kind: 'front', group_name: '文档', group_sort: 1, name: 'MDN', description: 'Web 文档', url: 'https://developer.mozilla.org/', icon: 'MDN', sort: 1 },
      { kind: 'back', group_name: '数据库', group_sort: 1, name: 'SQLite', url: 'https://sqlite.org/', sort: 1 },
      { kind: 'site', group_name: '个人站点', group_sort: 1, name: '某博客', url: 'https://blog.example/', sort: 1 },
    ])
    .run();
});

describe('GET /api/resource/list/:kind', () => {
  it('groups one kind by group order, entries by their sort', async () => {
    const res = await call('GET', '/api/resource/list/front');
    expect(res.json.code).toBe(0);
    expect(res.json.result.map((g: any) => [g.group_name, g.list.map((r: any) => r.name)])).toEqual([
      ['文档', ['MDN']],
      ['框架', ['React', 'Vue']],
    ]);
    expect(res.json.result[0].list[0]).toEqual({
      id: expect.any(Number),
      kind: 'front',
      group_name: '文档',
      name: 'MDN',
      description: 'Web 文档',
      url: 'https://developer.mozilla.org/',
      icon: 'MDN',
      sort: 1,
    });
  });

  it('keeps the kinds apart', async () => {
    const back = await call('GET', '/api/resource/list/back');
    expect(back.json.result.flatMap((g: any) => g.list.map((r: any) => r.name))).toEqual(['SQLite']);
    const site = await call('GET', '/api/resource/list/site');
    expect(site.json.result.flatMap((g: any) => g.list.map((r: any) => r.kind))).toEqual(['site']);
  });

  it.each(['admin', 'FRONT', '1'])('rejects kind %s with the envelope', async (kind) => {
    const res = await call('GET', `/api/resource/list/${kind}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100021', message: '资源类型不合法' });
  });
});
