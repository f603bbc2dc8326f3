/**
 * The owner's "sign this user out everywhere", in a real browser: the console
 * asks first and shows the server's words; the user's open chat hears 4003,
 * says so once and rejoins as who the session now is (nobody); the cookie
 * that user's browser still holds opens only an anonymous socket.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, login, newPage, toast, SHOTS_ONLY, look } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A plain socket with no token (the browser adds its cookies): the ids in the answer to its init. */
const plainSocketSees = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
        const timer = setTimeout(() => reject(new Error('no onlineList')), 10_000);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'init' }));
        ws.onmessage = (event) => {
          const frame = JSON.parse(event.data);
          if (frame.type !== 'onlineList') return;
          clearTimeout(timer);
          ws.close();
          resolve(frame.list.map((u) => u.user_id));
        };
      }),
  );

test('the owner signs a user out everywhere from the users page', async () => {
  const owner = await newPage(browser, DESKTOP);
  const tester = await newPage(browser, DESKTOP);
  await login(owner.page, 'owner', 'owner123');
  await login(tester.page, 'test', 'test123');
  await tester.page.getByRole('button', { name: /打开聊天室/ }).click();
  const room = tester.page.getByRole('dialog', { name: '聊天室' });
  await room.getByText(/在线人数 \d+ 人/).waitFor();
  assert.ok((await plainSocketSees(tester.page)).includes(2), 'the cookie is the tester before');

  await owner.page.goto(`${BASE}/admin/users`);
  const row = owner.page.locator('.adm-table tbody tr').filter({ has: owner.page.getByRole('cell', { name: 'test', exact: true }) });
  await row.getByRole('button', { name: '下线所有设备' }).click();
  const ask = owner.page.getByRole('dialog', { name: '请确认' });
  await ask.getByText(/在所有设备上退出登录/).waitFor();
  await look(owner.page, `admin-users-sign-out-desktop.png`);
  // cancelling changes nothing
  await ask.getByRole('button', { name: '取消' }).click();
  await ask.waitFor({ state: 'hidden' });
  await tester.page.waitForTimeout(500);
  assert.equal(await toast(tester.page, '账号状态已变更').count(), 0);

  await row.getByRole('button', { name: '下线所有设备' }).click();
  await ask.getByRole('button', { name: '确定' }).click();
  await toast(owner.page, '已让该用户在所有设备上退出登录').waitFor();

  // the open chat says it once and comes back as a reader
  await toast(tester.page, '账号状态已变更，请重新登录后再聊天').waitFor();
  await room.getByText(/在线人数 \d+ 人/).waitFor();
  await tester.page.waitForTimeout(1500);
  assert.equal(await tester.page.locator('[role="status"], [role="alert"]').filter({ hasText: '账号状态已变更' }).count(), 1, 'one notice, no loop');
  assert.equal(await tester.page.locator('[role="status"], [role="alert"]').filter({ hasText: '聊天室连接失败' }).count(), 0);
  // the cookie the tester's browser still holds speaks for nobody now
  assert.equal((await plainSocketSees(tester.page)).includes(2), false);

  for (const p of [owner, tester]) assert.deepEqual(p.problems, []);
  for (const p of [owner, tester]) await p.context.close();
});

test('the users page with its sign-out action on a phone', SHOTS_ONLY, async () => {
  const { context, page, problems } = await newPage(browser, PHONE);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/admin/users`);
  const action = page.getByRole('button', { name: '下线所有设备' }).first();
  await action.waitFor();
  await look(page, `admin-users-phone.png`, { fullPage: true });
  await action.click();
  await page.getByRole('dialog', { name: '请确认' }).getByText(/在所有设备上退出登录/).waitFor();
  await look(page, `admin-users-sign-out-phone.png`);
  await page.getByRole('dialog', { name: '请确认' }).getByRole('button', { name: '取消' }).click();
  assert.deepEqual(problems, []);
  await context.close();
});
