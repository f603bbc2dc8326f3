import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../contract/chat';
import { socketOriginAllowed } from '../../worker/http/socket-origin';
import { isOnline, openSocket } from './chat-helpers';
import { api, makeUser } from './helpers';
import { fetchSite } from './site-fetch';

// The /ws upgrade: who a socket is (token or, for a page of this site, the session cookie) and which pages may open one.
const SITE = 'http://blog.test';

/** Logs in through the typed API and answers the session cookie it set. */
async function sessionCookie(username: string, password: string) {
  const res = await api().user.login.$post({ json: { username, password } });
  expect((await res.json()).code).toBe(0);
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
}

describe('the chat socket: the original client and the origin rule', () => {
  it('a socket with only the session cookie, then init, is that user: listed in its own onlineList, sends and receives', async () => {
    const user = await makeUser();
    const cookie = await sessionCookie(user.username, user.password);
    const socket = await openSocket(undefined, { Cookie: cookie, Origin: SITE });
    const from = socket.mark();
    socket.send({ type: 'init', user_id: user.id });
    await socket.waitFor(isOnline([user.id]), from);
    socket.send({ type: 'message', user_id: user.id, content: '旧客户端你好', content_type: 'text' });
    const echo = await socket.waitFor((f) => f.type === 'message' && f.content === '旧客户端你好');
    expect(echo.user_id).toBe(user.id);
  });

  it('an init that claims another id changes nothing', async () => {
    const user = await makeUser();
    const other = await makeUser();
    const socket = await openSocket(user.token);
    const from = socket.mark();
    socket.send({ type: 'init', user_id: other.id });
    const list = await socket.waitFor((f) => f.type === 'onlineList', from);
    expect(list.list.some((u: { user_id: number }) => u.user_id === other.id)).toBe(false);
    socket.send({ type: 'message', user_id: other.id, content: '冒名', content_type: 'text' });
    expect((await socket.waitFor((f) => f.type === 'message' && f.content === '冒名')).user_id).toBe(user.id);
  });

  it('a page of another site cannot open a socket, with or without the cookie', async () => {
    const user = await makeUser();
    const cookie = await sessionCookie(user.username, user.password);
    for (const origin of ['https://evil.example', 'http://blog.test.evil.example', 'null', 'file://']) {
      const res = await fetchSite(`${SITE}/ws`, { headers: { Upgrade: 'websocket', Cookie: cookie, Origin: origin } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: '100002', message: chatMessages.foreignOrigin });
    }
    // the same host on another port is this site, as with cookies
    const sameHost = await openSocket(undefined, { Cookie: cookie, Origin: 'http://blog.test:5173' });
    await sameHost.waitFor(isOnline([user.id]));
  });

  it('with no Origin (not a browser) the cookie does not count: the token alone decides', async () => {
    const user = await makeUser();
    const cookie = await sessionCookie(user.username, user.password);
    const socket = await openSocket(undefined, { Cookie: cookie });
    socket.send({ type: 'message', content: '没有来源', content_type: 'text' });
    expect((await socket.waitFor((f) => f.type === 'tips')).content).toBe(chatMessages.loginFirst);
  });

  it('a reader\'s socket (?guest=1) is anonymous even with a session cookie left in the browser', async () => {
    const user = await makeUser();
    const cookie = await sessionCookie(user.username, user.password);
    const res = await fetchSite('http://blog.test/ws?guest=1', { headers: { Upgrade: 'websocket', Cookie: cookie, Origin: 'http://blog.test' } });
    const ws = res.webSocket!;
    ws.accept();
    const tip = new Promise<string>((resolve) => ws.addEventListener('message', (e) => {
      const frame = JSON.parse(String(e.data));
      if (frame.type === 'tips') resolve(frame.content);
    }));
    ws.send(JSON.stringify({ type: 'message', content: '我是读者', content_type: 'text' }));
    expect(await tip).toBe(chatMessages.loginFirst);
  });
});

describe('socketOriginAllowed', () => {
  it('takes the request host on any port, and the origins ALLOWED_ORIGINS lists', () => {
    const allowed = 'https://www.blog.example, https://m.blog.example';
    expect(socketOriginAllowed('https://blog.example', 'https://blog.example/ws', '')).toBe(true);
    expect(socketOriginAllowed('http://localhost:5173', 'http://localhost:8787/ws', '')).toBe(true);
    expect(socketOriginAllowed('https://www.blog.example', 'https://blog.example/ws', allowed)).toBe(true);
    expect(socketOriginAllowed('https://m.blog.example', 'https://blog.example/ws', allowed)).toBe(true);
    expect(socketOriginAllowed('http://www.blog.example', 'https://blog.example/ws', allowed)).toBe(false);
    expect(socketOriginAllowed('https://evil.example', 'https://blog.example/ws', allowed)).toBe(false);
    expect(socketOriginAllowed('garbage', 'https://blog.example/ws', 'garbage')).toBe(false);
  });
});
