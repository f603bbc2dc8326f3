/**
 * The original blog client, in a real browser: after logging in, it opens the
 * chat socket with no token at all (the HttpOnly session cookie set at login
 * says who it is), sends `init` with its own id, looks for itself in the
 * online list and chats. After logging out the same plain socket is anonymous.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, launch, newPage, toast } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Logs in through the header's dialog and answers the id the server gave. */
async function loginForId(page, username, password) {
  await page.goto(`${BASE}/home`);
  await page.locator('.site-header').getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByPlaceholder('请输入用户账号').fill(username);
  await form.getByPlaceholder('请输入用户密码').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
  await form.getByPlaceholder('请输入用户密码').press('Enter');
  const body = await (await answer).json();
  await toast(page, '登录成功').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return body.result.id;
}

/**
 * What the original client does, run inside the page: a plain socket on /ws
 * (no token), `init` with its id, the first onlineList, then optionally one
 * message and its echo. Leaves the socket open as `window.__legacy`.
 */
function legacyClient(page, { userId, say }) {
  return page.evaluate(
    ({ userId, say }) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
        window.__legacy = ws;
        const seen = { online: null, echo: null, tips: [] };
        const timer = setTimeout(() => reject(new Error(`timed out: ${JSON.stringify(seen)}`)), 10_000);
        const done = () => {
          clearTimeout(timer);
          resolve(seen);
        };
        ws.onerror = () => reject(new Error('socket error'));
        ws.onclose = (e) => reject(new Error(`closed ${e.code} ${e.reason} ${JSON.stringify(seen)}`));
        ws.onopen = () => ws.send(JSON.stringify({ type: 'init', user_id: userId }));
        ws.onmessage = (event) => {
          const frame = JSON.parse(event.data);
          if (frame.type === 'tips') seen.tips.push(frame.content);
          // the answer to its own init is the list it judges itself by
          if (frame.type === 'onlineList' && seen.online === null) {
            seen.online = frame.list.map((u) => u.user_id);
            if (!say) return done();
            ws.send(JSON.stringify({ type: 'message', user_id: userId, content: say, content_type: 'text' }));
          }
          if (frame.type === 'message' && frame.content === say) {
            seen.echo = { user_id: frame.user_id, content: frame.content };
            done();
          }
        };
      }),
    { userId, say },
  );
}

const closeLegacy = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const ws = window.__legacy;
        if (!ws || ws.readyState === WebSocket.CLOSED) return resolve();
        ws.onclose = () => resolve();
        ws.close(1000, 'bye');
      }),
  );

test('the original client chats with only the session cookie, and is anonymous after logging out', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  const id = await loginForId(page, 'test', 'test123');
  const cookies = await context.cookies(BASE);
  const session = cookies.find((c) => c.name === 'blog_session');
  assert.ok(session, 'login sets the session cookie');
  assert.equal(session.httpOnly, true);
  assert.equal(session.sameSite, 'Lax');
  assert.equal(await page.evaluate(() => document.cookie.includes('blog_session')), false, 'script cannot read it');

  const said = await legacyClient(page, { userId: id, say: '旧客户端你好' });
  assert.ok(said.online.includes(id), `its own id is in the answer to init: ${JSON.stringify(said)}`);
  assert.deepEqual(said.echo, { user_id: id, content: '旧客户端你好' });
  await closeLegacy(page);

  // logging out in the UI also ends the cookie on the server
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/user/logout') && r.request().method() === 'POST');
  await page.locator('.user-menu__trigger').click();
  await page.getByRole('menuitem', { name: /退出/ }).click();
  await toast(page, '退出成功').waitFor();
  assert.equal((await loggedOut).status(), 200);
  assert.equal((await context.cookies(BASE)).some((c) => c.name === 'blog_session'), false, 'the cookie is gone');

  const anonymous = await legacyClient(page, { userId: id });
  assert.equal(anonymous.online.includes(id), false, `anonymous after logout: ${JSON.stringify(anonymous)}`);
  // an anonymous socket still cannot speak for the id it claims
  const refused = await page.evaluate(
    (claimed) =>
      new Promise((resolve) => {
        const ws = window.__legacy;
        ws.onmessage = (event) => {
          const frame = JSON.parse(event.data);
          if (frame.type === 'tips') resolve(frame.content);
        };
        ws.send(JSON.stringify({ type: 'message', user_id: claimed, content: '冒名顶替', content_type: 'text' }));
      }),
    id,
  );
  assert.equal(refused, '请先登录');
  await closeLegacy(page);

  assert.deepEqual(problems, []);
  await context.close();
});
