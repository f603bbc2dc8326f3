import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { links, notifies, storedFiles } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let applicant: User;
let other: User;

const form = { site_name: '小站', site_desc: '记录生活', site_avatar: '/img/u/avatar.png', url: 'https://mine.example' };
const post = (path: string, body: Record<string, unknown>, token?: string) => call('POST', `/api/links/${path}`, { body, token, ip: uniqueIp() });
const ownerNotes = async () => (await db().select().from(notifies).where(eq(notifies.user_id, owner.id))).map((n) => n.message);

// applications are limited to 5 a minute per account and these tests reuse theirs: each starts a fresh minute
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limit').run();
});

beforeAll(async () => {
  owner = await makeUser(1);
  applicant = await makeUser(2);
  other = await makeUser(2);
  // the avatar is the applicant's own upload
  await db().insert(storedFiles).values({ key: 'u/avatar.png', owner_id: applicant.id, kind: 'upload', size: 1 }).run();
});

describe('POST /api/links/add', () => {
  it('stores a pending application under the token user and notifies the owner', async () => {
    const res = await post('add', { ...form, status: 2, user_id: other.id, bgList: [] }, applicant.token);
    expect(res.json).toMatchObject({ code: 0, result: true });
    const row = await db().select().from(links).where(eq(links.site_name, '小站')).get();
    expect(row).toMatchObject({ status: 1, user_id: String(applicant.id), url: 'https://mine.example' });
    expect(await ownerNotes()).toContain('您的收到了来自于：小站 的友链申请，点我去后台审核！');
    const note = (await db().select().from(notifies).where(eq(notifies.user_id, owner.id)))[0];
    expect(note).toMatchObject({ type: 4, to_id: null });
  });

  it('needs a login and valid fields', async () => {
    expect((await post('add', form)).status).toBe(401);
    expect((await post('add', { ...form, url: 'javascript:alert(1)' }, applicant.token)).json).toMatchObject({ code: '100014', message: '网站地址应以 http:// 或 https:// 开头' });
    expect((await post('add', { ...form, url: 'ftp://x.example' }, applicant.token)).json.code).toBe('100014');
    expect((await post('add', { ...form, site_name: ' ' }, applicant.token)).json.message).toBe('请输入网站名称');
    expect((await post('add', { ...form, site_avatar: 'https://cdn.example/a.png' }, applicant.token)).json.message).toBe('网站头像地址不合法');
  });

  it('accepts an application without an avatar, as the original form does', async () => {
    expect((await post('add', { ...form, site_name: '无头像', site_avatar: '' }, applicant.token)).json).toMatchObject({ code: 0 });
    expect((await post('add', { ...form, site_name: '也无头像', site_avatar: undefined }, applicant.token)).json).toMatchObject({ code: 0 });
    const row = await db().select().from(links).where(eq(links.site_name, '无头像')).get();
    expect(row?.site_avatar).toBe('');
  });
});

describe('POST /api/links/frontUpdate', () => {
  let id: number;
  beforeAll(async () => {
    id = (await db().insert(links).values({ ...form, site_name: '已通过', status: 2, user_id: String(applicant.id) }).returning().get()).id;
  });

  it('lets the applicant edit; the link goes back to review and the owner hears of it', async () => {
    const res = await post('frontUpdate', { ...form, id, site_name: '改名了', status: 2 }, applicant.token);
    expect(res.json).toMatchObject({ code: 0, result: true });
    expect(await db().select().from(links).where(eq(links.id, id)).get()).toMatchObject({ site_name: '改名了', status: 1 });
    expect(await ownerNotes()).toContain('您的收到了来自于：改名了 的友链修改申请，点我去后台审核！');
  });

  it("refuses someone else's link; the administrator may edit any", async () => {
    const foreign = await post('frontUpdate', { ...form, id, site_name: '抢走' }, other.token);
    expect(foreign.json).toMatchObject({ code: '100014', message: '只能修改自己申请的友链' });
    expect((await post('add', { ...form, id, site_name: '抢走' }, other.token)).json.code).toBe('100014');
    expect((await db().select().from(links).where(eq(links.id, id)).get())!.site_name).toBe('改名了');
    expect((await post('frontUpdate', { ...form, id, site_name: '博主改' }, owner.token)).json.code).toBe(0);
    expect((await post('frontUpdate', { ...form, id: 999999 }, owner.token)).json.message).toBe('友链不存在');
    expect((await post('frontUpdate', form, owner.token)).json.message).toBe('友链id不合法');
  });
});
