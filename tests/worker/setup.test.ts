import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/auth';
import { settingsTexts } from '../../contract/admin-settings';
import { CHALLENGE_HEADER } from '../../contract/challenge-solution';
import { setupTexts } from '../../contract/setup';
import { solved } from './challenge-helpers';
import { emptyDatabase, migrationRecord } from './empty-database';
import { api, call, makeUser, uniqueIp } from './helpers';
import { fetchSite } from './site-fetch';

/** A browser's navigation, redirects not followed. */
async function page(path: string) {
  const res = await fetchSite(`http://blog.test${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const setup = (body: unknown, ip = uniqueIp(), token?: string) => call('POST', '/api/setup', { body: body as Record<string, unknown>, ip, token });
const administrators = async () => (await env.DB.prepare('SELECT id, username, nick_name FROM blog_user WHERE role = 1').all<{ id: number; username: string; nick_name: string }>()).results;
const blogName = async () => (await env.DB.prepare('SELECT blog_name FROM blog_config ORDER BY id LIMIT 1').first<{ blog_name: string }>())?.blog_name;

const good = { username: 'owner01', password: 'abc123!', nick_name: '博主', blog_name: '我的边缘博客' };

// a fresh deploy: no tables, no migration record, no administrator
beforeAll(emptyDatabase);

describe('a fresh site', () => {
  it('migrates itself on the first request, and every page leads to /setup', async () => {
    const home = await page('/');
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/setup');
    expect((await migrationRecord()).map((r) => r.name)).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
    for (const path of ['/home', '/article?id=1', '/admin', '/admin/articles', '/no/such/page']) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('Location'), path).toBe('/setup');
    }
  });

  it('the API, images and feeds are not redirected', async () => {
    expect((await call('GET', '/api/config')).status).toBe(200);
    expect((await call('GET', '/img/upload/none.png')).status).toBe(404);
    expect((await call('GET', '/rss.xml')).status).toBe(200);
    expect((await call('GET', '/robots.txt')).status).toBe(200);
  });

  it('/setup is a page, and GET /api/setup says setup is needed', async () => {
    const form = await page('/setup');
    expect(form.status).toBe(200);
    expect(form.text).toContain('<title>站点初始化 |');
    const state = await (await api().setup.$get()).json();
    expect(state).toEqual({ code: 0, message: setupTexts.state, result: { needed: true } });
  });
});

describe('POST /api/setup refuses bad input with the site\'s own messages', () => {
  it.each([
    [{ ...good, username: 'abc' }, authMessages.usernameLength],
    [{ ...good, username: '博主账号abc' }, authMessages.usernameChars],
    [{ ...good, username: '' }, authMessages.usernameRequired],
    [{ ...good, password: '123456' }, authMessages.passwordFormat],
    [{ ...good, password: '' }, authMessages.passwordRequired],
    [{ ...good, nick_name: '  ' }, '昵称不能为空'],
    [{ ...good, nick_name: '很'.repeat(21) }, '昵称不能超过20个字符'],
    [{ ...good, blog_name: '' }, settingsTexts.blogNameRequired],
    [{ ...good, blog_name: 'x'.repeat(56) }, '博客名称不能超过55个字符'],
    [[], '请求数据格式错误'],
  ])('%j → %s', async (body, message) => {
    const res = await setup(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100001', message });
    expect(await administrators()).toEqual([]);
  });

  it('a name an account registered before the owner came is taken: nothing is written', async () => {
    // a fresh deploy asks a reader to solve the registration challenge (on by default), as the page does
    const ip = uniqueIp();
    const challenge = await solved('register', { ip });
    const registered = await call('POST', '/api/user/register', { body: { username: 'earlybird', password: 'abc123!' }, ip, headers: { [CHALLENGE_HEADER]: challenge } });
    expect(registered.json.code).toBe(0);
    const res = await setup({ ...good, username: 'earlybird' });
    expect(res.json).toEqual({ code: '100001', message: setupTexts.usernameTaken });
    expect(await administrators()).toEqual([]);
    expect(await blogName()).toBeUndefined();
    expect((await api().setup.$get()).status).toBe(200);
    expect((await page('/home')).status).toBe(302);
  });

  it('is limited like login: the 11th try in a minute from one address gets 429', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await setup({ ...good, username: 'x' }, ip)).status).toBe(200);
    const limited = await setup({ ...good, username: 'x' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: '429', message: setupTexts.tooMany });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('the owner is made once', () => {
  let winner: { token: string; id: number; username: string };

  it('two setups racing make exactly one administrator; the other is refused', async () => {
    const [a, b] = await Promise.all([setup(good), setup({ ...good, username: 'owner02', nick_name: '另一个', blog_name: '另一个博客' })]);
    const won = [a, b].filter((r) => r.json.code === 0);
    const lost = [a, b].filter((r) => r.json.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.status).toBe(403);
    expect(lost[0]!.json).toEqual({ code: '100002', message: setupTexts.closed });

    const admins = await administrators();
    expect(admins).toHaveLength(1);
    const ours = won[0]!;
    expect(ours.json.message).toBe(setupTexts.created);
    expect(ours.json.result).toMatchObject({ username: admins[0]!.username, role: 1, id: admins[0]!.id, ipAddress: expect.any(String) });
    // the winner's blog name, not the loser's
    expect(await blogName()).toBe(admins[0]!.username === good.username ? good.blog_name : '另一个博客');
    // logged in as a login would: the token in the answer and in the HttpOnly session cookie
    const cookie = ours.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain(`blog_session=${ours.json.result.token};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(lost[0]!.headers.get('Set-Cookie')).toBeNull();
    winner = ours.json.result;
  });

  it('the token is the owner\'s: the console opens', async () => {
    const dashboard = await call('GET', '/api/admin/dashboard', { token: winner.token });
    expect(dashboard.json.code).toBe(0);
    const info = await call('GET', `/api/user/getUserInfoById/${winner.id}`);
    expect(info.json.result.role).toBe(1);
  });

  it('after that /setup is the site\'s 404, every page is itself again, and GET /api/setup says no', async () => {
    const gone = await page('/setup');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('noindex');
    expect(gone.text).toContain('<title>页面不存在 |');
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`| ${await blogName()}</title>`);
    expect((await page('/archives')).status).toBe(200);
    expect(await (await api().setup.$get()).json()).toMatchObject({ code: 0, result: { needed: false } });
  });

  it('refuses every later setup, for a visitor, a user or the owner, before reading the body', async () => {
    const user = await makeUser(2);
    for (const token of [undefined, user.token, winner.token]) {
      for (const body of [good, { ...good, username: 'owner03' }, {}]) {
        const res = await setup(body, uniqueIp(), token);
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ code: '100002', message: setupTexts.closed });
      }
    }
    expect(await administrators()).toHaveLength(1);
  });
});
