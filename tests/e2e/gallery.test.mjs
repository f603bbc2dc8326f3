import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, newPage, withTheme, THEMES, SHOTS_ONLY, look } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const VIEWS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** Every page of this feature, light and dark, desktop and phone; `ready` waits for real content. */
const PAGES = [
  ['talk', '/talk', (page) => page.locator('.talk-card').first().waitFor()],
  ['albums', '/photoAlbum', (page) => page.locator('.album-card').first().waitFor()],
  ['photos', '/photos?id=1', (page) => page.locator('button.photo-grid__frame').first().waitFor()],
  ['links', '/link/list', (page) => page.locator('.link-card').first().waitFor()],
  ['front', '/resources/front', (page) => page.locator('.resource-card').first().waitFor()],
  ['back', '/resources/back', (page) => page.locator('.resource-card').first().waitFor()],
  ['sites', '/siteList', (page) => page.locator('.resource-card').first().waitFor()],
];

test('talks: pinned first with a pin mark, relative times, photo grids, like counts, more on scroll', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/talk`);
  const cards = page.locator('.talk-card');
  await cards.first().waitFor();
  await page.getByRole('heading', { name: '说说' }).waitFor();
  // the pinned one leads and carries the mark; the private one (seeded) never shows
  assert.match(await cards.first().textContent(), /置顶/);
  assert.match(await cards.first().locator('.talk-card__time').textContent(), /^\d+(秒|分钟|小时|天)前$/);
  assert.equal(await page.getByText('有点累。先不想了').count(), 0);
  assert.equal(await cards.count(), 5);
  // scrolling to the foot loads the rest (13 public talks) and ends with the end text
  for (let i = 0; i < 5 && (await cards.count()) < 13; i++) {
    await page.locator('.load-more').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
  }
  assert.equal(await cards.count(), 13);
  await page.getByText('已经到底啦').waitFor();
  // a talk's pictures open in the viewer
  const withPhotos = cards.filter({ has: page.locator('.talk-images') }).first();
  await withPhotos.locator('.talk-images__item').first().click();
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await viewer.waitFor();
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('one talk by id, and a missing one', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/talk?id=7`);
  const card = page.locator('.talk-card');
  await card.waitFor();
  assert.equal(await card.count(), 1);
  assert.match(await card.textContent(), /大理的早晨/);
  assert.equal(await card.locator('.talk-images__item').count(), 3);
  await look(page, `talk-detail-desktop.png`);
  await page.getByRole('link', { name: /全部说说/ }).click();
  await page.waitForURL(/\/talk$/);
  await page.locator('.talk-card').nth(1).waitFor();

  await page.goto(`${BASE}/talk?id=12`); // the private one
  await page.getByText('这条说说不存在或已被删除').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

// the lightbox's keys, buttons, wrap and swipes: tests/component/lightbox.test.tsx
test('albums → an album → the lightbox opens on the photo chosen and closes', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/photoAlbum`);
  const albums = page.locator('.album-card');
  await albums.first().waitFor();
  assert.equal(await albums.count(), 4);
  // newest album first (seeded 日常碎片 120 days ago)
  assert.match(await albums.first().textContent(), /日常碎片/);
  await page.getByRole('link', { name: /山川湖海/ }).click();
  await page.waitForURL(/\/photos\?id=1$/);
  await page.getByRole('heading', { name: '山川湖海' }).waitFor();
  const frames = page.locator('button.photo-grid__frame');
  await frames.first().waitFor();
  assert.equal(await frames.count(), 11); // 12 seeded, one in the recycle bin

  await frames.nth(1).click();
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await viewer.waitFor();
  const count = viewer.locator('.lightbox__count');
  assert.equal((await count.textContent()).replace(/\s/g, ''), '2/11');
  await viewer.getByRole('button', { name: '关闭预览' }).click();
  await viewer.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('friend links show approved sites only, opening in a new tab safely', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/link/list`);
  const cards = page.locator('.link-card');
  await cards.first().waitFor();
  await page.getByText('已经到底啦').waitFor();
  // other test files share this server (the console test approves a link): ask the API how many are approved now
  const approved = await (await fetch(`${BASE}/api/links/getLinksList`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"current":1,"size":100}' })).json();
  assert.equal(await cards.count(), approved.result.total);
  assert.ok(approved.result.total >= 8); // 8 approved in the seed
  assert.equal(await page.getByText('码农小记').count(), 0);
  assert.equal(await cards.first().getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await cards.first().getAttribute('target'), '_blank');
  assert.match(await cards.first().textContent(), /阮一峰的网络日志/); // oldest first
  assert.deepEqual(problems, []);
  await context.close();
});

test('resources and the site list come grouped from the database', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/resources/front`);
  await page.getByRole('heading', { name: /文档与教程/ }).waitFor();
  await page.getByRole('heading', { name: /框架与库/ }).waitFor();
  const mdn = page.getByRole('link', { name: /MDN Web Docs/ });
  assert.equal(await mdn.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await mdn.getAttribute('href'), 'https://developer.mozilla.org/zh-CN/');
  await page.goto(`${BASE}/siteList`);
  await page.getByRole('heading', { name: /好用的在线工具/ }).waitFor();
  assert.equal(await page.getByRole('heading', { name: /框架与库/ }).count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('screenshots: every page light and dark, desktop and phone', SHOTS_ONLY, async () => {
  for (const [view, options] of VIEWS) {
    for (const theme of THEMES) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      for (const [name, path, ready] of PAGES) {
        await page.goto(`${BASE}${path}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        // past the banner, where the content starts
        await page.evaluate(() => window.scrollTo(0, 300));
        await look(page, `${name}-${view}-${theme}.png`, { settle: 350 });
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});
