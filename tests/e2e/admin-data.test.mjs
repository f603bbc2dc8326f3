/**
 * The console's 数据 page in a real browser. On the seeded site the owner downloads the whole
 * site as a zip and is told why a restore cannot go there. On a fresh deploy of its own (no
 * migrations, no content), the first owner from /setup restores that zip, is asked to log in again
 * with the archive's owner, then imports the Hexo fixture folder as a .zip and sees what came in
 * and what did not; a second import adds nothing. Screenshots at 1366 and 390, light and dark.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { startLocalServer } from '../support/local-server.mjs';
import { BASE, DESKTOP, PHONE, launch, newPage, toast, look } from './browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT || 8788) + 2;
const work = mkdtempSync(path.join(tmpdir(), 'admin-data-'));
const backupPath = path.join(work, 'backup.zip');
const hexoZip = path.join(work, 'hexo.zip');
let fresh;
let browser;

/** A folder as the zip a person would make of it. */
function zipFolder(dir) {
  const files = {};
  const walk = (rel) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const inside = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, inside)).isDirectory()) walk(inside);
      else files[inside] = readFileSync(path.join(dir, inside));
    }
  };
  walk('');
  return zipSync(files);
}

before(async () => {
  writeFileSync(hexoZip, zipFolder(path.join(root, 'tests/fixtures/hexo')));
  // Miniflare on the port, as the lanes serve (setup.test.mjs keeps `wrangler dev`, a newcomer's npm start)
  fresh = await startLocalServer({ port, persist: `.wrangler/e2e-data-${port}`, seed: false, proxyless: true, vars: { RATE_LIMIT_SCALE: '50', GLOBAL_RATE_LIMIT: '100000' } });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  fresh?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function loginForm(page, username, password) {
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByLabel('账号').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

test('on the seeded site: 导出 downloads the whole site as a zip; 恢复 says why not here', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/admin`);
  await page.locator('.adm-gate').getByRole('button', { name: '登录' }).click();
  await loginForm(page, 'owner', 'owner123');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '数据' }).click();
  await page.getByRole('heading', { name: '数据', level: 1 }).waitFor();

  const restore = page.getByRole('region', { name: /恢复/ });
  await restore.getByText('不能恢复').waitFor();
  await restore.getByText(/^只能恢复到空站点：当前站点已有文章（\d+ 条）/).waitFor();
  assert.equal(await restore.getByRole('button', { name: '恢复' }).isDisabled(), true);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出全站' }).click()]);
  assert.match(download.suggestedFilename(), /^blog-backup-\d{8}-\d{6}\.zip$/);
  await download.saveAs(backupPath);
  await page.getByText(/^已下载 blog-backup-.*\.zip（[\d.]+ MB）$/).waitFor();
  const files = unzipSync(readFileSync(backupPath));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
  assert.equal(manifest.format, 'edge-blog-backup');
  assert.ok(manifest.objectCount > 50, 'the demo pictures and songs are in it');
  assert.ok(manifest.tables.find((t) => t.name === 'blog_article').rows >= 30);
  await toast(page, '导出成功').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a fresh deploy: restore that zip, log in again as its owner, import Hexo posts', async () => {
  const { context, page } = await newPage(browser);
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));

  // the first owner, as /setup makes them
  await page.goto(`${fresh.base}/setup`);
  const setup = page.getByRole('form', { name: '站点初始化' });
  await setup.getByLabel('账号').fill('firstowner');
  await setup.getByLabel('密码', { exact: true }).fill('first-pass1');
  await setup.getByLabel('确认密码').fill('first-pass1');
  await setup.getByLabel('昵称').fill('临时博主');
  await setup.getByLabel('博客名称').fill('待恢复的站点');
  await setup.getByRole('button', { name: /创建博主账号/ }).click();
  await page.waitForURL(`${fresh.base}/home`);

  await page.goto(`${fresh.base}/admin/data`);
  const restore = page.getByRole('region', { name: /恢复/ });
  await restore.getByText('空站点，可以恢复').waitFor();
  await restore.getByText('备份中的管理员账号会替换当前账号，恢复完成后需要用备份中的账号重新登录。').waitFor();
  await restore.getByLabel('备份文件（.zip）').setInputFiles(backupPath);
  await restore.getByRole('button', { name: '恢复' }).click();
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await confirm.getByText(/备份中的管理员账号会替换当前账号/).waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  await restore.getByText('已恢复').waitFor({ timeout: 120_000 });
  await restore.getByText(/^已从 .* 的备份恢复 \d+ 张数据表、\d+ 行数据、\d+ 个文件/).waitFor();
  await look(page, `admin-data-restored.png`, { fullPage: true });

  // the session of /setup's owner is over; the archive's owner logs in
  await restore.getByRole('button', { name: '重新登录' }).click();
  await loginForm(page, 'owner', 'owner123');
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  await page.goto(`${fresh.base}/admin/data`);
  await page.getByRole('region', { name: /恢复/ }).getByText('不能恢复').waitFor();
  const home = await page.evaluate(() => fetch('/api/article/blogHomeGetArticleList/1/5').then((r) => r.json()));
  assert.ok(home.result.total >= 25, 'the restored articles are public again');

  const markdown = page.getByRole('region', { name: 'Markdown 导入' });
  await markdown.getByLabel('文章压缩包（.zip）').setInputFiles(hexoZip);
  await markdown.getByRole('button', { name: '导入' }).click();
  const result = markdown.getByRole('status', { name: '导入结果' });
  await result.getByText('导入 3 篇，跳过 0 篇，上传图片 2 张。').waitFor();
  await result.getByRole('link', { name: '你好，Hexo' }).waitFor();
  await result.getByText('./missing.png').waitFor();
  await result.getByText(/压缩包中找不到这张图片/).waitFor();
  await look(page, `admin-data-imported.png`, { fullPage: true });

  await markdown.getByRole('button', { name: '导入' }).click();
  await result.getByText('导入 0 篇，跳过 3 篇，上传图片 0 张。').waitFor();
  assert.equal(await result.getByText('已导入过（标题和日期相同），跳过').count(), 3);

  // the page at both widths, both themes
  for (const [name, size] of [['desktop', DESKTOP.viewport], ['phone', PHONE.viewport]]) {
    for (const theme of ['light', 'dark']) {
      await page.setViewportSize(size);
      await page.evaluate((t) => localStorage.setItem('useDarkKEY', t), theme);
      await page.reload();
      await page.getByRole('heading', { name: '数据', level: 1 }).waitFor();
      await page.getByRole('region', { name: /恢复/ }).getByText('不能恢复').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${name} ${theme}: horizontal overflow`);
      await look(page, `admin-data-${name}-${theme}.png`, { fullPage: true });
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});
