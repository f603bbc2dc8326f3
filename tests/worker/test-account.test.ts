import { describe, expect, it } from 'vitest';
import { call, makeUser } from './helpers';

// its own file so storage is fresh and the second user made is id 2, the public test account
describe('the public test account (id 2)', () => {
  it('may not change its password', async () => {
    await makeUser(1);
    const test = await makeUser();
    expect(test.id).toBe(2);
    const res = await call('PUT', '/api/user/updatePassword', {
      token: test.token,
      body: { password: test.password, password1: 'newpass1', password2: 'newpass1' },
    });
    expect(res.json).toEqual({ code: '100001', message: '测试用户密码不可以修改哦' });
  });
});
