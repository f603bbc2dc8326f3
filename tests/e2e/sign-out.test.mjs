/**
 * The owner's "sign this user out everywhere", in a real browser: the console
 * asks first and shows the server's words; the user's open chat hears 4003,
 * says so once and rejoins as who the session now is (nobody); the cookie
 * that user's browser still holds opens only an anonymous socket. And a
 * passkey, on Chromium's virtual authenticator: added in the user center,
 * used from the login dialog after signing out, removed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, LOOK_THEMES, PHONE, SHOTS_ONLY, launch, login, look, newPage, toast, withTheme } from './browser.mjs';

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

/**
 * WebAuthn refuses an IP address as a relying party id, so the passkey journey runs on the same
 * server as http://localhost (a secure context; the RP ID follows the request's host).
 */
const LOCAL = BASE.replace('127.0.0.1', 'localhost');
const localProblems = (problems) => problems.filter((p) => !p.startsWith(`external request: ${LOCAL}/`));

/** A platform authenticator that holds discoverable credentials and verifies its user (Touch ID, Windows Hello). */
async function virtualAuthenticator(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { count: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length };
}

const passwordLogin = (page, username, password) => login(page, username, password, { base: LOCAL });

const passkeyButton = (page) => page.getByRole('form', { name: '登录表单' }).getByRole('button', { name: '使用通行密钥登录' });

test('a passkey is added in the user center, signs in from the login dialog and is removed', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  const device = await virtualAuthenticator(context, page);
  await passwordLogin(page, 'test', 'test123');

  await page.goto(`${LOCAL}/userCenter`);
  const card = page.getByRole('region', { name: '通行密钥' });
  await card.getByText('还没有通行密钥').waitFor();
  await card.getByRole('button', { name: '添加通行密钥' }).click();
  const add = card.getByRole('form', { name: '添加通行密钥' });
  await add.getByLabel('名称').fill('测试手机');
  await add.getByLabel('当前密码').fill('test123');
  await add.getByRole('button', { name: '创建' }).click();
  await toast(page, '通行密钥已添加').waitFor();
  await card.getByRole('list', { name: '我的通行密钥' }).getByText('测试手机').waitFor();
  assert.equal(await device.count(), 1, 'the authenticator holds the new credential');
  await look(page, 'passkeys-user-center-desktop.png', { fullPage: true });

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(`${LOCAL}/home`);
  await page.locator('.site-header').getByRole('button', { name: '登录' }).click();
  await passkeyButton(page).click();
  await toast(page, '登录成功').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.goto(`${LOCAL}/userCenter`);
  await card.getByText('本次已用通行密钥登录').waitFor();
  // a passkey session already proved who it is: removing asks for no password
  await card.getByRole('button', { name: '删除 测试手机' }).click();
  await card.getByRole('button', { name: '确认删除' }).click();
  await toast(page, '通行密钥已删除').waitFor();
  await card.getByText('还没有通行密钥').waitFor();
  // the device keeps its copy; that the site refuses it from now on is tests/worker/passkey.test.ts's
  assert.equal(await device.count(), 1);
  assert.deepEqual(localProblems(problems), []);
  await context.close();
});

test('the passkey parts at every width and theme', SHOTS_ONLY, async () => {
  for (const theme of LOOK_THEMES) {
    for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      const device = await virtualAuthenticator(context, page);
      await page.setViewportSize({ width: 1366, height: 900 });
      await passwordLogin(page, 'owner', 'owner123');
      await page.setViewportSize(options.viewport);
      await page.goto(`${LOCAL}/userCenter`);
      const card = page.getByRole('region', { name: '通行密钥' });
      await card.getByText('还没有通行密钥').waitFor();
      await card.scrollIntoViewIfNeeded();
      await look(page, `passkeys-empty-${size}-${theme}.png`);
      await card.getByRole('button', { name: '添加通行密钥' }).click();
      await look(page, `passkeys-add-${size}-${theme}.png`);
      const add = card.getByRole('form', { name: '添加通行密钥' });
      await add.getByLabel('当前密码').fill('owner123');
      await add.getByRole('button', { name: '创建' }).click();
      await toast(page, '通行密钥已添加').waitFor();
      await card.getByRole('button', { name: /^删除 / }).click();
      await card.getByLabel('当前密码').waitFor();
      await look(page, `passkeys-list-${size}-${theme}.png`);

      await page.goto(`${LOCAL}/admin/security`);
      await page.getByRole('heading', { name: '通行密钥' }).waitFor();
      await look(page, `passkeys-console-card-${size}-${theme}.png`, { fullPage: true });

      await page.goto(`${LOCAL}/userCenter`);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL(`${LOCAL}/home`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.locator('.site-header').getByRole('button', { name: '登录' }).click();
      await page.setViewportSize(options.viewport);
      await passkeyButton(page).waitFor();
      await look(page, `passkeys-login-dialog-${size}-${theme}.png`);
      await passkeyButton(page).click();
      await toast(page, '登录成功').waitFor();
      await page.goto(`${LOCAL}/admin/security`);
      await page.getByRole('switch', { name: /后台只接受通行密钥登录/ }).waitFor();
      await look(page, `passkeys-console-card-passkey-session-${size}-${theme}.png`, { fullPage: true });
      assert.ok(await device.count());
      // on: a password session meets the gate, which signs in with the passkey in place
      const requirement = page.getByRole('switch', { name: /后台只接受通行密钥登录/ });
      await requirement.check({ force: true });
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '后台现在只接受通行密钥登录').waitFor();
      await look(page, `passkeys-console-card-on-${size}-${theme}.png`, { fullPage: true });
      await page.goto(`${LOCAL}/userCenter`);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL(`${LOCAL}/home`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await passwordLogin(page, 'owner', 'owner123');
      await page.setViewportSize(options.viewport);
      await page.goto(`${LOCAL}/admin`);
      const gate = page.getByRole('button', { name: '使用通行密钥登录' });
      await gate.waitFor();
      await look(page, `passkeys-console-gate-${size}-${theme}.png`);
      await gate.click();
      await toast(page, '登录成功').waitFor();
      await page.goto(`${LOCAL}/admin/security`);
      await requirement.uncheck({ force: true });
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '后台恢复接受密码登录').waitFor();
      // the next round starts with none again
      await page.goto(`${LOCAL}/userCenter`);
      await card.getByRole('button', { name: /^删除 / }).click();
      await card.getByRole('button', { name: '确认删除' }).click();
      await card.getByText('还没有通行密钥').waitFor();
      assert.deepEqual(localProblems(problems), []);
      await context.close();
    }
  }
});
