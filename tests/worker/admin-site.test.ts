import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleWorld, type ConsoleWorld } from './admin-fixtures';
import { call, uniqueIp } from './helpers';

let w: ConsoleWorld;
const as = (method: string, path: string, body?: Record<string, unknown>) => call(method, path, { body, token: w.owner.token, ip: uniqueIp() });

beforeAll(async () => {
  w = await consoleWorld();
});

describe('friend links', () => {
  it('approves a pending link and notifies the applicant (type 4)', async () => {
    expect((await as('PUT', '/api/links/approve', { idList: [w.l1.id] })).json.code).toBe(0);
    const row = await env.DB.prepare('SELECT status FROM blog_links WHERE id = ?').bind(w.l1.id).first<{ status: number }>();
    expect(row?.status).toBe(2);
    const notes = await call('POST', '/api/notify/getNotifyList', { body: { current: 1, size: 10 }, token: w.reader.token });
    expect(notes.json.result.list[0]).toMatchObject({ type: 4, message: expect.stringContaining('待审核') });
    // approving again notifies nobody twice
    await as('PUT', '/api/links/approve', { idList: [w.l1.id] });
    expect((await call('POST', '/api/notify/getNotifyList', { body: {}, token: w.reader.token })).json.result.total).toBe(1);
  });

  it('rejects bad input', async () => {
    expect((await as('PUT', '/api/links/approve', { idList: [] })).json).toMatchObject({ code: '100014', message: '请选择要操作的数据' });
    const bad = await as('POST', '/api/links/backUpdate', { site_name: 'x', site_desc: 'y', site_avatar: '/img/a.png', url: 'ftp://x' });
    expect(bad.json.message).toBe('网站地址应以 http:// 或 https:// 开头');
    expect((await as('POST', '/api/links/backUpdate', { id: 99999, site_name: 'x', site_desc: 'y', site_avatar: '/img/a.png', url: 'https://x.example' })).json.message).toBe('友链不存在');
  });
});

describe('users', () => {
  it('never lets the owner drop their own role or disable themselves', async () => {
    expect((await as('PUT', `/api/user/updateRole/${w.owner.id}/2`)).json).toMatchObject({ code: '100001', message: '不能取消自己的管理员身份' });
    expect((await as('PUT', `/api/admin/user/disable/${w.owner.id}/1`)).json).toMatchObject({ code: '100001', message: '不能禁用自己' });
    expect((await as('PUT', `/api/user/updateRole/${w.reader.id}/3`)).json.message).toBe('角色不合法');
    expect((await as('PUT', '/api/user/adminUpdateUserInfo', { id: w.reader.id, nick_name: '' })).json.message).toBe('请输入昵称');
  });

  it('a disabled user cannot log in, an enabled one can', async () => {
    await as('PUT', `/api/admin/user/disable/${w.reader.id}/1`);
    const login = () => call('POST', '/api/user/login', { body: { username: w.reader.username, password: w.reader.password }, ip: uniqueIp() });
    expect((await login()).json).toMatchObject({ code: '100001', message: '该账号已被禁用，请联系博主' });
    await as('PUT', `/api/admin/user/disable/${w.reader.id}/0`);
    expect((await login()).json.code).toBe(0);
    const list = await as('POST', '/api/user/getUserList', { role: 2 });
    expect(list.json.result.list[0]).not.toHaveProperty('password');
  });
});

describe('settings, page headers, comments, messages, resources', () => {
  it('saves the config with the ICP number and refuses third-party images', async () => {
    expect((await as('POST', '/api/config/update', { blog_name: '新博客', icp_number: '京ICP备12345678号' })).json.code).toBe(0);
    expect((await call('GET', '/api/config')).json.result).toMatchObject({ blog_name: '新博客', icp_number: '京ICP备12345678号' });
    expect((await as('POST', '/api/config/update', { blog_name: '' })).json.message).toBe('请输入博客名称');
    expect((await as('POST', '/api/config/update', { blog_name: 'x', blog_avatar: 'https://cdn.example/a.png' })).json.message).toBe('图片地址不合法，请先上传图片');
    expect((await as('POST', '/api/config/update', { blog_name: 'x', github_link: 'javascript:1' })).json.message).toBe('链接应以 http:// 或 https:// 开头');
    expect((await as('POST', '/api/config/update', { blog_name: 'x', qq_link: '/img/demo/qr-qq.svg' })).json.code).toBe(0);
  });

  it('page headers are one per route', async () => {
    expect((await as('POST', '/api/pageHeader/addOrUpdate', { route_name: 'Home', bg_url: '/img/demo/z.png' })).json.message).toBe('该页面已经设置了背景图');
    expect((await as('POST', '/api/pageHeader/addOrUpdate', { route_name: 'Home', bg_url: '' })).json.message).toBe('请上传背景图');
    expect((await as('POST', '/api/pageHeader/addOrUpdate', { id: w.h1.id, route_name: 'Home', bg_url: '/img/demo/z.png' })).json.code).toBe(0);
  });

  it('bulk deletes comments with their replies, and messages', async () => {
    const reply = await env.DB.prepare('INSERT INTO blog_comment (parent_id, type, for_id, from_id, content) VALUES (?, 1, ?, ?, ?) RETURNING id')
      .bind(w.c1.id, w.a1.id, w.reader.id, '回复')
      .first<{ id: number }>();
    expect((await as('POST', '/api/admin/comment/delete', { idList: [w.c1.id] })).json.code).toBe(0);
    const left = await env.DB.prepare('SELECT id FROM blog_comment WHERE id IN (?, ?)').bind(w.c1.id, reply!.id).all();
    expect(left.results).toEqual([]);
    expect((await as('POST', '/api/admin/comment/delete', { idList: ['x'] })).json.message).toBe('请选择要操作的数据');
    expect((await as('PUT', '/api/message/backDelete', { idList: [w.m1.id] })).json.code).toBe(0);
    expect((await as('POST', '/api/admin/message/list', {})).json.result.total).toBe(0);
  });

  it('resources validate kind, address and icon', async () => {
    const base = { kind: 'front', name: 'X', url: 'https://x.example' };
    expect((await as('POST', '/api/admin/resource/save', { ...base, kind: 'other' })).json.message).toBe('资源类型不合法');
    expect((await as('POST', '/api/admin/resource/save', { ...base, url: 'x.example' })).json.message).toBe('网址应以 http:// 或 https:// 开头');
    expect((await as('POST', '/api/admin/resource/save', { ...base, icon: 'https://x.example/favicon.ico' })).json.message).toBe('图标应为本站图片地址或不超过4个字符的文字');
    const made = await as('POST', '/api/admin/resource/save', { ...base, icon: 'JS' });
    expect(made.json.code).toBe(0);
    expect((await call('GET', '/api/resource/list/front')).text).toContain('https://x.example');
  });

  it('the dashboard counts and charts visits by day', async () => {
    await call('PUT', '/api/config/addView', { ip: uniqueIp() });
    await call('PUT', '/api/config/addView', { ip: uniqueIp() });
    const d = (await as('GET', '/api/admin/dashboard')).json.result;
    expect(d.dailyViews).toHaveLength(14);
    expect(d.dailyViews.at(-1).count).toBe(2);
    expect(d.viewTotal).toBe(2);
    expect(d.counts.articles).toBeGreaterThanOrEqual(1);
  });
});
