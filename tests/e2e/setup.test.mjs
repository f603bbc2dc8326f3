/**
 * The first run, in a real browser, on a fresh deploy: a state with no migrations, no content and
 * no JWT_SECRET (its own server, beside the seeded one run.mjs starts; `wrangler dev`, as a newcomer's
 * `npm start` runs it, where the other files serve on Miniflare directly). The worker migrates itself
 * on the first request and makes its own signing key; `/` leads to /setup, the form makes the
 * owner, who lands on the home page logged in; /setup is then the 404 page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startLocalServer } from '../support/local-server.mjs';
import { DESKTOP, PHONE, launch, withTheme, SHOTS_ONLY, look } from './browser.mjs';

const port = Number(process.env.E2E_PORT || 8788) + 1;
let server;
let browser;

before(async () => {
  server = await startLocalServer({
    port,
    persist: `.wrangler/e2e-fresh-${port}`,
    seed: false,
    vars: { RATE_LIMIT_SCALE: '50', GLOBAL_RATE_LIMIT: '100000' },
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/** A page of the fresh server that records uncaught errors and any request to another host. */
async function freshPage(options) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options, locale: 'zh-CN' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(server.base) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`external request: ${url}`);
  });
  return { context, page, problems };
}

test('/setup at desktop and phone widths, light and dark', SHOTS_ONLY, async () => {
  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const theme of ['light', 'dark']) {
      const { context, page, problems } = await freshPage(options);
      await withTheme(page, theme);
      await page.goto(`${server.base}/setup`);
      const form = page.getByRole('form', { name: '站点初始化' });
      await form.getByLabel('账号').waitFor();
      // nothing of the form spills out sideways on a phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${name} ${theme}: horizontal overflow`);
      await look(page, `setup-${name}-${theme}.png`, { fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the first visit leads to /setup; the form makes the owner, logged in on the home page; /setup is then gone', async () => {
  const { context, page, problems } = await freshPage(DESKTOP);
  await page.goto(`${server.base}/`);
  await page.waitForURL(`${server.base}/setup`);
  const form = page.getByRole('form', { name: '站点初始化' });
  // nothing of the form spills out sideways on a phone
  await page.setViewportSize(PHONE.viewport);
  await form.getByLabel('账号').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'phone: horizontal overflow');
  await page.setViewportSize(DESKTOP.viewport);

  // the site's own rules, with their messages, before anything is sent
  await form.getByLabel('账号').fill('ab');
  await form.getByLabel('账号').blur();
  await form.getByText('用户账号长度应该在5-16之间').waitFor();
  await form.getByRole('button', { name: /创建博主账号/ }).click();
  await form.getByText('请输入密码').waitFor();
  await form.getByText('请输入博客名称').waitFor();

  await form.getByLabel('账号').fill('siteowner');
  await form.getByLabel('密码', { exact: true }).fill('owner-pass1');
  await form.getByLabel('确认密码').fill('owner-pass2');
  await form.getByLabel('昵称').fill('新博主');
  await form.getByLabel('博客名称').fill('边缘上的小站');
  await form.getByRole('button', { name: /创建博主账号/ }).click();
  await form.getByText('两次密码不一致').waitFor();
  await form.getByLabel('确认密码').fill('owner-pass1');
  await form.getByRole('button', { name: /创建博主账号/ }).click();

  await page.waitForURL(`${server.base}/home`);
  // logged in as the owner: the header carries the nickname, the page the blog's new name
  await page.locator('.site-header').getByText('新博主').waitFor();
  await page.getByRole('heading', { name: '边缘上的小站' }).first().waitFor();
  const state = await page.evaluate(() => fetch('/api/setup').then((r) => r.json()));
  assert.deepEqual(state.result, { needed: false });
  await look(page, `setup-done-home.png`);
  // the session is kept like a login's: after a reload the owner is still there, and the console opens
  await page.reload();
  await page.locator('.site-header').getByText('新博主').waitFor();
  await page.goto(`${server.base}/admin`);
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();

  // the page is gone: a full load is the site's 404, and so is the app's own route
  const gone = await page.goto(`${server.base}/setup`);
  assert.equal(gone.status(), 404);
  await page.getByRole('heading', { name: '页面走丢了' }).waitFor();
  assert.equal(await page.getByRole('form', { name: '站点初始化' }).count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a second visitor is not offered the form, and a later setup is refused', async () => {
  const { context, page, problems } = await freshPage(DESKTOP);
  const home = await page.goto(`${server.base}/`);
  assert.equal(home.status(), 200);
  assert.equal(new URL(page.url()).pathname, '/');
  const refused = await page.evaluate(() =>
    fetch('/api/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'intruder1', password: 'abc123!', nick_name: 'x', blog_name: 'x' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() })),
  );
  assert.deepEqual(refused, { status: 403, body: { code: '100002', message: '站点已经初始化，请直接登录' } });
  assert.deepEqual(problems, []);
  await context.close();
});

