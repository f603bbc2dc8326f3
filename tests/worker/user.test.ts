import { describe, expect, it } from 'vitest';
import { call, makeUser, uniqueIp } from './helpers';

describe('POST /api/user/register', () => {
  it('registers a user and lets them log in', async () => {
    const ip = uniqueIp();
    const reg = await call('POST', '/api/user/register', { body: { username: 'alice01', password: 'abc123', nick_name: '爱丽丝' }, ip });
    expect(reg.status).toBe(200);
    expect(reg.json.code).toBe(0);
    expect(reg.json.result).toMatchObject({ username: 'alice01' });
    expect(typeof reg.json.result.id).toBe('number');

    const login = await call('POST', '/api/user/login', { body: { username: 'alice01', password: 'abc123' }, ip });
    expect(login.json.code).toBe(0);
    expect(login.json.result).toMatchObject({ username: 'alice01', role: 2, id: reg.json.result.id });
    expect(login.json.result.token).toMatch(/^ey/);
  });

  it.each([
    [{ username: '', password: 'abc123' }, '请输入用户账号'],
    [{ username: 'abcd', password: 'abc123' }, '用户账号长度应该在5-16之间'],
    [{ username: 'a'.repeat(17), password: 'abc123' }, '用户账号长度应该在5-16之间'],
    [{ username: 'abc_def', password: 'abc123' }, '用户名只能是数字和字母组成'],
    [{ username: 'abcdef', password: '123456' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'abcdef', password: 'abcdef' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'abcdef', password: '密码abc123' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'admin', password: 'abc123' }, 'admin账号已存在'],
    [{ username: 1234, password: ['x'] }, '用户账号长度应该在5-16之间'],
  ])('rejects %j with its message', async (body, message) => {
    const res = await call('POST', '/api/user/register', { body, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100001', message });
  });

  it('rejects a duplicate username', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/user/register', { body: { username: user.username, password: 'abc123' }, ip: uniqueIp() });
    expect(res.json).toEqual({ code: '100001', message: '用户名已经存在' });
  });

  it('letter case is one account: a twin name is refused, and the login finds the account whatever the case', async () => {
    const ip = uniqueIp();
    const reg = await call('POST', '/api/user/register', { body: { username: 'CaseUser1', password: 'abc123' }, ip });
    expect(reg.json.code).toBe(0);
    const twin = await call('POST', '/api/user/register', { body: { username: 'caseuser1', password: 'abc123' }, ip: uniqueIp() });
    expect(twin.json).toEqual({ code: '100001', message: '用户名已经存在' });
    const login = await call('POST', '/api/user/login', { body: { username: 'CASEUSER1', password: 'abc123' }, ip });
    expect(login.json.code).toBe(0);
    expect(login.json.result).toMatchObject({ id: reg.json.result.id, username: 'CaseUser1' });
  });

  it('answers malformed JSON with the envelope, not a 500', async () => {
    const res = await call('POST', '/api/user/register', {
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(res.json.code).not.toBe(0);
    expect(typeof res.json.message).toBe('string');
  });

  it('is rate limited to 3 per minute per IP with 429 and Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/user/register', { body: { username: `rate${i}user`, password: 'abc123' }, ip });
    }
    const res = await call('POST', '/api/user/register', { body: { username: 'rate9user', password: 'abc123' }, ip });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe('用户注册过于频繁 请稍后再试');
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
