import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { call, db, makeUser } from './helpers';

/** A token is a day long; what the owner changes about an account must count at once. */
describe('a token counts only as far as its account does now', () => {
  it('a reader whose account is disabled after login is signed out on their next request', async () => {
    const reader = await makeUser();
    const before = await call('POST', '/api/user/getOwnComments', { token: reader.token, body: { current: 1, size: 5 } });
    expect(before.json.code).toBe(0);
    await db().update(users).set({ disabled: 1 }).where(eq(users.id, reader.id)).run();
    const after = await call('POST', '/api/user/getOwnComments', { token: reader.token, body: { current: 1, size: 5 } });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ code: '100016', message: '该账号已被禁用，请联系博主' });
  });

  it('the token of a deleted account opens nothing', async () => {
    const gone = await makeUser();
    await db().delete(users).where(eq(users.id, gone.id)).run();
    const res = await call('PUT', '/api/user/updateOwnUserInfo', { token: gone.token, body: { nick_name: '幽灵' } });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('100016');
  });

  it('an administrator demoted after login loses the console and private articles at once', async () => {
    const admin = await makeUser(1);
    const [hidden] = await addArticles([{ article_title: '只给博主看的草稿', status: 2 }]);
    expect((await call('GET', '/api/admin/dashboard', { token: admin.token })).json.code).toBe(0);
    expect((await call('GET', `/api/article/getArticleById/${hidden!.id}`, { token: admin.token })).json.code).toBe(0);

    await db().update(users).set({ role: 2 }).where(eq(users.id, admin.id)).run();
    const console = await call('GET', '/api/admin/dashboard', { token: admin.token });
    expect(console.status).toBe(403);
    expect(console.json.code).toBe('100002');
    const draft = await call('GET', `/api/article/getArticleById/${hidden!.id}`, { token: admin.token });
    expect(draft.json.code).toBe('100005');
  });

  it('a disabled administrator reads public pages as a visitor', async () => {
    const admin = await makeUser(1);
    const [hidden] = await addArticles([{ article_title: '另一篇草稿', status: 2 }]);
    await db().update(users).set({ disabled: 1 }).where(eq(users.id, admin.id)).run();
    const draft = await call('GET', `/api/article/getArticleById/${hidden!.id}`, { token: admin.token });
    expect(draft.json.code).toBe('100005');
    expect((await call('GET', '/api/article/getHotArticle', { token: admin.token })).json.code).toBe(0);
  });
});
