import { beforeAll, describe, expect, it } from 'vitest';
import { links } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';

const list = (body: Record<string, unknown>, token?: string) => call('POST', '/api/links/getLinksList', { body, token });
const names = (res: { json: any }) => res.json.result.list.map((l: any) => l.site_name);

let admin: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser(1);
  reader = await makeUser(2);
  await db()
    .insert(links)
    .values([
      { site_name: '第三', url: 'https://c.example', status: 2, user_id: '7', createdAt: '2024-03-01 10:00:00' },
      { site_name: '第一', url: 'https://a.example', status: 2, createdAt: '2022-01-01 10:00:00' },
      { site_name: '待审', url: 'https://p.example', status: 1, user_id: '9', createdAt: '2024-04-01 10:00:00' },
      { site_name: '第二 100%', url: 'https://b.example', status: 2, createdAt: '2023-06-15 10:00:00' },
      { site_name: '第四', url: 'https://d.example', status: 2, createdAt: '2024-05-01 10:00:00' },
    ])
    .run();
});

describe('POST /api/links/getLinksList', () => {
  it('lists approved links oldest first with the contract fields', async () => {
    const res = await list({ current: 1, size: 6, status: 2 });
    expect(res.json.code).toBe(0);
    expect(res.json.result).toMatchObject({ current: 1, size: 6, total: 4 });
    expect(names(res)).toEqual(['第一', '第二 100%', '第三', '第四']);
    expect(res.json.result.list[2]).toMatchObject({ url: 'https://c.example', user_id: '7', status: 2, site_desc: '', site_avatar: '' });
  });

  it('defaults to approved links when no status is sent, so visitors never see pending ones', async () => {
    const res = await list({});
    expect(res.json.result.total).toBe(4);
    expect(names(res)).not.toContain('待审');
  });

  it('lists pending applications only for the administrator', async () => {
    const anonymous = await list({ status: 1 });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json.code).toBe('100002');
    expect((await list({ status: 1 }, reader.token)).status).toBe(403);
    const asAdmin = await list({ status: 1 }, admin.token);
    expect(names(asAdmin)).toEqual(['待审']);
  });

  it('pages by size (the client scrolls until it has total)', async () => {
    expect(names(await list({ current: 2, size: 3 }))).toEqual(['第四']);
    expect((await list({ current: 5, size: 3 })).json.result).toMatchObject({ total: 4, list: [] });
  });

  it('filters by name literally and by creation range', async () => {
    expect(names(await list({ site_name: '100%' }))).toEqual(['第二 100%']);
    expect(names(await list({ site_name: '%' }))).toEqual(['第二 100%']);
    expect(names(await list({ time: ['2023-01-01', '2024-03-01'] }))).toEqual(['第二 100%', '第三']);
    expect(names(await list({ time: [] }))).toHaveLength(4);
    expect(names(await list({ time: null }))).toHaveLength(4);
  });

  it.each([
    [{ current: 0 }, '页码不合法'],
    [{ current: 'a' }, '页码不合法'],
    [{ size: 0 }, '每页数量不合法'],
    [{ status: 3 }, '友链状态不合法'],
    [{ status: 'x' }, '友链状态不合法'],
    [{ time: ['yesterday', 'today'] }, '时间范围不合法'],
    [{ site_name: 'x'.repeat(60) }, '网站名称不合法'],
  ])('rejects %j with the links code', async (body, message) => {
    const res = await list(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100014', message });
  });
});
