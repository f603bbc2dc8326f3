import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { storedFiles } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

describe('POST /api/user/login', () => {
  it('accepts the right password and returns a token the API accepts with or without Bearer', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/user/login', { body: { username: user.username, password: user.password }, ip: uniqueIp() });
    expect(res.json.code).toBe(0);
    const { token } = res.json.result;
    const bare = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: '新名字' }, token });
    expect(bare.json.code).toBe(0);
    const bearer = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: '新名字2' }, token: `Bearer ${token}` });
    expect(bearer.json.code).toBe(0);
  });

  it.each([
    [{ username: '', password: 'x' }, '用户名或密码为空'],
    [{ username: 'abc', password: '' }, '用户名或密码为空'],
    [{ username: 'a b', password: 'abc123' }, '用户名只能是数字和字母组成'],
    [{ username: 'nobodyhere', password: 'abc123' }, '用户名不存在'],
    [{}, '用户名或密码为空'],
  ])('rejects %j', async (body, message) => {
    const res = await call('POST', '/api/user/login', { body, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100001', message });
  });

  it('rejects a wrong password', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/user/login', { body: { username: user.username, password: 'wrong123' }, ip: uniqueIp() });
    expect(res.json).toEqual({ code: '100001', message: '密码不匹配' });
  });

  it('is rate limited per IP', async () => {
    // the limit counts in fixed minutes: eleven tries that straddled a minute's turn (a loaded run,
    // 2026-11-28) met the account's failure lockout instead, so the clock stands at a minute's start
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 61_000);
      const ip = uniqueIp();
      let last = await call('POST', '/api/user/login', { body: { username: 'nobody1', password: 'abc123' }, ip });
      for (let i = 0; i < 10; i++) last = await call('POST', '/api/user/login', { body: { username: 'nobody1', password: 'abc123' }, ip });
      expect(last.status).toBe(429);
      expect(last.json.message).toBe('登录过于频繁 请稍后再试');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/user/getUserInfoById/:id', () => {
  it('returns the public user info without username, password or raw ip', async () => {
    const user = await makeUser();
    const res = await call('GET', `/api/user/getUserInfoById/${user.id}`);
    expect(res.json.code).toBe(0);
    expect(res.json.result).toEqual({ id: user.id, role: 2, nick_name: user.nick_name, qq: '', avatar: '', ipAddress: '本机地址' });
  });

  it('answers an unknown id and a bad id with the envelope', async () => {
    expect((await call('GET', '/api/user/getUserInfoById/999999')).json).toEqual({ code: '100001', message: '获取用户信息失败' });
    const bad = await call('GET', '/api/user/getUserInfoById/abc');
    expect(bad.status).toBe(200);
    expect(bad.json.code).toBe('100001');
  });

  it('ignores a stale token on a public endpoint', async () => {
    const user = await makeUser();
    const res = await call('GET', `/api/user/getUserInfoById/${user.id}`, { token: 'not-a-jwt' });
    expect(res.json.code).toBe(0);
  });
});

describe('PUT /api/user/updateOwnUserInfo', () => {
  it('updates only the token user, ignoring extra fields', async () => {
    const user = await makeUser();
    const other = await makeUser();
    // an avatar must be the user's own upload
    await db().insert(storedFiles).values({ key: 'a.png', owner_id: user.id, kind: 'upload', size: 1 }).run();
    const res = await call('PUT', '/api/user/updateOwnUserInfo', {
      token: user.token,
      body: { id: other.id, role: 1, nick_name: '改名了', avatar: '/img/a.png', qq: '12345', avatarList: [] },
    });
    expect(res.json).toMatchObject({ code: 0, result: true });
    const mine = await call('GET', `/api/user/getUserInfoById/${user.id}`);
    expect(mine.json.result).toMatchObject({ nick_name: '改名了', avatar: '/img/a.png', qq: '12345', role: 2 });
    const theirs = await call('GET', `/api/user/getUserInfoById/${other.id}`);
    expect(theirs.json.result.nick_name).toBe(other.nick_name);
  });

  it('needs a token: none → 401, garbage → 403, expired → 401', async () => {
    const none = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: 'x' } });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ code: '100016', message: '您没有权限访问，请先登录' });
    const garbage = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: 'x' }, token: 'abc.def.ghi' });
    expect(garbage.status).toBe(403);
    expect(garbage.json).toEqual({ code: '100002', message: '无效的token' });
    const expired = await new SignJWT({ id: 1, username: 'x', role: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const old = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: 'x' }, token: expired });
    expect(old.status).toBe(401);
    expect(old.json).toEqual({ code: '100016', message: 'token已过期' });
  });

  it('rejects a token signed with another secret', async () => {
    const forged = await new SignJWT({ id: 1, username: 'owner', role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret'));
    const res = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: 'x' }, token: forged });
    expect(res.status).toBe(403);
  });

  it('validates the nickname', async () => {
    const user = await makeUser();
    const res = await call('PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: '' }, token: user.token });
    expect(res.json).toEqual({ code: '100001', message: '昵称不能为空' });
  });
});

describe('PUT /api/user/updatePassword', () => {
  it('changes the password when the old one matches', async () => {
    const user = await makeUser();
    const res = await call('PUT', '/api/user/updatePassword', {
      token: user.token,
      body: { password: user.password, password1: 'newpass1', password2: 'newpass1' },
    });
    expect(res.json).toMatchObject({ code: 0, result: true });
    const login = await call('POST', '/api/user/login', { body: { username: user.username, password: 'newpass1' }, ip: uniqueIp() });
    expect(login.json.code).toBe(0);
  });

  it('rejects a wrong old password, a mismatch and a weak new password', async () => {
    const user = await makeUser();
    const wrong = await call('PUT', '/api/user/updatePassword', { token: user.token, body: { password: 'nope123', password1: 'newpass1', password2: 'newpass1' } });
    expect(wrong.json).toEqual({ code: '100001', message: '密码不匹配' });
    const mismatch = await call('PUT', '/api/user/updatePassword', { token: user.token, body: { password: user.password, password1: 'newpass1', password2: 'newpass2' } });
    expect(mismatch.json).toEqual({ code: '100001', message: '两次输入密码不一致' });
    const weak = await call('PUT', '/api/user/updatePassword', { token: user.token, body: { password: user.password, password1: '111111', password2: '111111' } });
    expect(weak.json).toEqual({ code: '100001', message: '密码格式应为6-18位数字、字母、符号的任意两种组合' });
  });

  it('needs a login', async () => {
    const res = await call('PUT', '/api/user/updatePassword', { body: { password: 'a', password1: 'b', password2: 'b' } });
    expect(res.status).toBe(401);
  });
});
