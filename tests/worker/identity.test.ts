import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_ACCOUNT_CHANGED, chatMessages } from '../../contract/chat';
import { likes, users } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { isOnline, openSocket } from './chat-helpers';
import { call, db, makeUser, uniqueIp } from './helpers';
import { fetchSite } from './site-fetch';

const SITE = 'http://blog.test';

/** Logs in through the API and answers the token and the session cookie it set. */
async function login(username: string, password: string) {
  const res = await call('POST', '/api/user/login', { body: { username, password }, ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  return { token: res.json.result.token as string, setCookie, cookie: setCookie.split(';')[0]! };
}

const notifications = (token: string) => call('POST', '/api/notify/getNotifyList', { token, body: { current: 1, size: 5 } });
const ownerOf = async () => makeUser(1);

let articleId: number;
beforeAll(async () => {
  articleId = (await addArticles([{ article_title: '身份测试文章' }]))[0]!.id;
});

describe('login sets the session cookie; logout clears it', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
    const user = await makeUser();
    const { setCookie } = await login(user.username, user.password);
    expect(setCookie).toMatch(/^blog_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('is Secure over https', async () => {
    const user = await makeUser();
    const res = await fetchSite('https://blog.test/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueIp() },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(res.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('logout answers 退出成功 and expires the cookie', async () => {
    const res = await call('POST', '/api/user/logout');
    expect(res.json).toMatchObject({ code: 0, message: '退出成功' });
    expect(res.headers.get('Set-Cookie')).toMatch(/^blog_session=;.*Max-Age=0/);
  });

  it('logout ends the token it is given: a visitor after, 401 on a protected route; other logins stay', async () => {
    const user = await makeUser();
    const ended = await login(user.username, user.password);
    const other = await login(user.username, user.password);
    expect((await notifications(ended.token)).json.code).toBe(0);
    expect((await call('POST', '/api/user/logout', { token: ended.token })).json).toMatchObject({ code: 0, message: '退出成功' });
    const after = await notifications(ended.token);
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ code: '100016', message: '登录已失效，请重新登录' });
    // a public route takes it as a visitor's request
    expect((await call('GET', `/api/article/getArticleById/${articleId}`, { token: ended.token })).json.code).toBe(0);
    // the same account's other login (another device, or another visitor of the shared test account) is not touched
    expect((await notifications(other.token)).json.code).toBe(0);
  });

  it('logout ends the cookie\'s token too, when only the cookie comes (the browser client clears its copy first)', async () => {
    const user = await makeUser();
    const { token, cookie } = await login(user.username, user.password);
    await call('POST', '/api/user/logout', { headers: { Cookie: cookie } });
    expect((await notifications(token)).status).toBe(401);
    // a logout with a token that is not ours changes nothing and still answers 退出成功
    expect((await call('POST', '/api/user/logout', { token: 'not.a.token' })).json).toMatchObject({ code: 0, message: '退出成功' });
  });

  it('REST ignores the cookie: a write with it but no Authorization is anonymous', async () => {
    const user = await makeUser();
    const { cookie } = await login(user.username, user.password);
    const res = await call('POST', '/api/comment/add', {
      headers: { Cookie: cookie, Origin: SITE },
      body: { type: 1, for_id: articleId, content: '跨站伪造的评论' },
    });
    expect(res.status).toBe(401);
    expect((await call('POST', '/api/user/getOwnComments', { headers: { Cookie: cookie }, body: { current: 1, size: 5 } })).status).toBe(401);
  });
});

describe('tokens', () => {
  it('a token without exp is refused', async () => {
    const user = await makeUser();
    const forever = await new SignJWT({ id: user.id, username: user.username, role: 2, nick_name: '', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const res = await notifications(forever);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: '100002', message: '无效的token' });
  });

  it('a Bearer token works like a bare one', async () => {
    const user = await makeUser();
    expect((await notifications(`Bearer ${user.token}`)).json.code).toBe(0);
  });

  it('a password change ends the older token, the older cookie and the open socket', async () => {
    const user = await makeUser();
    const { token, cookie } = await login(user.username, user.password);
    const socket = await openSocket(undefined, { Cookie: cookie, Origin: SITE });
    await socket.waitFor(isOnline([user.id]));
    const change = await call('PUT', '/api/user/updatePassword', { token, body: { password: user.password, password1: 'newpass123', password2: 'newpass123' } });
    expect(change.json.code).toBe(0);
    expect(change.headers.get('Set-Cookie')).toMatch(/^blog_session=;/);
    expect(await socket.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);

    const old = await notifications(token);
    expect(old.status).toBe(401);
    expect(old.json.message).toBe('登录已失效，请重新登录');
    // the old token cannot change the password again
    const again = await call('PUT', '/api/user/updatePassword', { token, body: { password: 'newpass123', password1: 'other123', password2: 'other123' } });
    expect(again.status).toBe(401);
    // the old cookie opens only an anonymous socket
    const stale = await openSocket(undefined, { Cookie: cookie, Origin: SITE });
    stale.send({ type: 'message', content: '还在吗', content_type: 'text' });
    expect((await stale.waitFor((f) => f.type === 'tips')).content).toBe(chatMessages.loginFirst);
    // the new password gives a working session
    const fresh = await login(user.username, 'newpass123');
    expect((await notifications(fresh.token)).json.code).toBe(0);
  });
});

describe('the owner changes an account: it counts at once, on REST and in chat', () => {
  it('a disabled user loses REST writes, likes count as a visitor, and their open socket closes', async () => {
    const owner = await ownerOf();
    const user = await makeUser();
    const socket = await openSocket(user.token);
    await socket.waitFor(isOnline([user.id]));

    const res = await call('PUT', `/api/admin/user/disable/${user.id}/1`, { token: owner.token });
    expect(res.json.code).toBe(0);
    expect(await socket.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);

    expect((await call('POST', '/api/comment/add', { token: user.token, body: { type: 1, for_id: articleId, content: '禁用后' } })).status).toBe(401);
    const ip = uniqueIp();
    expect((await call('POST', '/api/like/addLike', { token: user.token, ip, body: { for_id: articleId, type: 1 } })).json.code).toBe(0);
    const like = await db().select().from(likes).where(eq(likes.ip, ip)).get();
    expect(like?.user_id).toBeNull();
    // a new socket with the old token is anonymous
    const again = await openSocket(user.token);
    again.send({ type: 'message', content: '我还能说话吗', content_type: 'text' });
    expect((await again.waitFor((f) => f.type === 'tips')).content).toBe(chatMessages.loginFirst);
  });

  it('a deleted account speaks for nobody on a socket opened before', async () => {
    const user = await makeUser();
    const watcher = await openSocket();
    const socket = await openSocket(user.token);
    await socket.waitFor(isOnline([user.id]));
    // deleted around the site (the console's delete tells the room at once): the room learns it from its own read
    await db().delete(users).where(eq(users.id, user.id)).run();
    const from = socket.mark();
    socket.send({ type: 'message', content: '幽灵发言', content_type: 'text' });
    // the message went out before the read came back, and is taken back from everyone
    const ghost = await watcher.waitFor((f) => f.type === 'message' && f.content === '幽灵发言');
    expect(await watcher.waitFor((f) => f.type === 'revert' && f.message_id === ghost.id)).toBeTruthy();
    expect((await socket.waitFor((f) => f.type === 'tips', from)).content).toBe(chatMessages.accountChanged);
    expect(await socket.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
    const history = await call('POST', '/api/chat/getChatList', { body: { size: 50, last_id: 0 } });
    expect(history.json.result.list.some((m: { id: number }) => m.id === ghost.id)).toBe(false);
    watcher.close();
  });

  it('a demoted administrator can no longer revoke or kick from a socket opened before', async () => {
    const owner = await ownerOf();
    const admin = await makeUser(1);
    const author = await makeUser();
    const adminSocket = await openSocket(admin.token);
    const authorSocket = await openSocket(author.token);
    await adminSocket.waitFor(isOnline([admin.id, author.id]));
    authorSocket.send({ type: 'message', content: '别撤回我', content_type: 'text' });
    const message = await adminSocket.waitFor((f) => f.type === 'message' && f.content === '别撤回我');

    // demoted directly in the database: no socket is closed, the room must still read the live role
    await db().update(users).set({ role: 2 }).where(eq(users.id, admin.id)).run();
    let from = adminSocket.mark();
    adminSocket.send({ type: 'revert', message_id: message.id });
    expect((await adminSocket.waitFor((f) => f.type === 'tips', from)).content).toBe(chatMessages.notYours);
    from = adminSocket.mark();
    adminSocket.send({ type: 'offline', user_id: author.id });
    expect((await adminSocket.waitFor((f) => f.type === 'tips', from)).content).toBe(chatMessages.adminOnly);
    expect(authorSocket.frames.some((f) => f.type === 'revert')).toBe(false);

    // demoted through the console: the socket closes and comes back as who it is now
    await db().update(users).set({ role: 1 }).where(eq(users.id, admin.id)).run();
    expect((await call('PUT', `/api/user/updateRole/${admin.id}/2`, { token: owner.token })).json.code).toBe(0);
    expect(await adminSocket.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
  });

  it('"sign out everywhere" ends every token, cookie and socket of the user; only an administrator may', async () => {
    const owner = await ownerOf();
    const user = await makeUser();
    const { token, cookie } = await login(user.username, user.password);
    const socket = await openSocket(undefined, { Cookie: cookie, Origin: SITE });
    await socket.waitFor(isOnline([user.id]));

    const refused = await call('PUT', `/api/admin/user/signOut/${owner.id}`, { token });
    expect(refused.status).toBe(403);
    expect((await call('PUT', '/api/admin/user/signOut/abc', { token: owner.token })).json.code).toBe('100001');

    const res = await call('PUT', `/api/admin/user/signOut/${user.id}`, { token: owner.token });
    expect(res.json).toMatchObject({ code: 0, message: '已让该用户在所有设备上退出登录' });
    expect(await socket.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
    expect((await notifications(token)).status).toBe(401);
    expect((await notifications(user.token)).status).toBe(401);
    expect((await call('PUT', `/api/admin/user/signOut/999999`, { token: owner.token })).json.code).toBe('100001');
  });
});
