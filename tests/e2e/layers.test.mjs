/**
 * Issue 15, one layer primitive for every layer: the chat room's confirm box, the
 * notification drawer (and its delete confirm), the lightbox, the friend-link dialog
 * and the page's context menu each take focus, keep it, close on Escape (only the
 * innermost layer), and give focus back to the control that opened them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, SHOTS, launch, login, newPage } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Focuses `locator` as a keyboard user would have, names it as the opener `name`, and presses Enter on it. */
async function openWithEnter(page, locator, name) {
  await locator.scrollIntoViewIfNeeded();
  await locator.focus();
  await locator.evaluate((el, n) => el.setAttribute('data-opener', n), name);
  await page.keyboard.press('Enter');
}

const focusIsOpener = (page, name) => page.evaluate((n) => document.activeElement?.getAttribute('data-opener') === n, name);
const focusInside = (page, selector) => page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);
const focusMatches = (page, selector) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Tab and Shift+Tab `count` times each: focus never leaves `selector`. */
async function assertTrapped(page, selector, count = 12) {
  assert.ok(await focusInside(page, selector), `focus moved into ${selector}`);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(key);
      assert.ok(await focusInside(page, selector), `${key} #${i + 1} stayed in ${selector}`);
    }
  }
}

test('chat: Escape in the clear-history confirm closes only the confirm, then the room, focus back each time', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/home`);
  await openWithEnter(page, page.getByRole('button', { name: /^打开聊天室/ }), 'launcher');
  const room = page.getByRole('dialog', { name: '聊天室' });
  await room.getByText(/在线人数 \d+ 人/).waitFor();

  await openWithEnter(page, room.getByRole('button', { name: '清空记录' }), 'clear');
  const confirm = page.getByRole('alertdialog', { name: '确认清空吗' });
  await confirm.waitFor();
  assert.equal(await confirm.getAttribute('aria-modal'), 'true');
  assert.ok(await focusMatches(page, '.chat-confirm__box .chat-btn--primary'), 'focus starts on 确定');
  await assertTrapped(page, '.chat-confirm__box', 4);
  await page.screenshot({ path: `${SHOTS}layers-chat-confirm.png`, animations: 'disabled' });

  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  assert.ok(await room.isVisible(), 'the room stays open under the confirm');
  assert.ok(await focusIsOpener(page, 'clear'), 'focus back on 清空记录');

  await page.keyboard.press('Escape');
  await room.waitFor({ state: 'hidden' });
  assert.ok(await focusIsOpener(page, 'launcher'), 'focus back on the chat button');
  assert.deepEqual(problems, []);
  await context.close();
});

test('notifications: the drawer keeps focus; Escape closes its delete confirm, then the drawer, back to the bell', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/home`);
  await openWithEnter(page, page.locator('.site-header__actions .notify-bell'), 'bell');
  const drawer = page.getByRole('dialog', { name: '我的消息' });
  await drawer.waitFor();
  assert.equal(await drawer.getAttribute('aria-modal'), 'true');
  const remove = drawer.getByRole('button', { name: '删除' }).first();
  await remove.waitFor();
  await assertTrapped(page, '.notify-drawer__panel');
  await page.waitForTimeout(400); // the slide-in
  await page.screenshot({ path: `${SHOTS}layers-notify-drawer.png`, animations: 'disabled' });

  await openWithEnter(page, remove, 'delete');
  const confirm = page.getByRole('alertdialog', { name: '确定删除吗?' });
  await confirm.waitFor();
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  assert.ok(await drawer.isVisible(), 'the drawer stays open under its confirm');
  assert.ok(await focusIsOpener(page, 'delete'), 'focus back on 删除');

  await page.keyboard.press('Escape');
  await page.locator('.notify-drawer--open').waitFor({ state: 'detached' });
  assert.ok(await focusIsOpener(page, 'bell'), 'focus back on the bell');
  assert.deepEqual(problems, []);
  await context.close();
});

test('notifications on a phone: the bell in the menu closes the menu; Escape never drops focus on the page', async () => {
  const { context, page, problems } = await newPage(browser, PHONE);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/home`);
  // twice: the first time the drawer's code arrives after the menu has closed (focus is on the menu button by
  // then, and that is its opener); the second time the opener is the menu's own bell, shut in the closed menu,
  // so the drawer's returnFocus hands focus to the header's bell
  for (const [round, expected] of [['first', 'site-header__menu-btn'], ['second', 'notify-bell']]) {
    await openWithEnter(page, page.locator('.site-header__menu-btn'), `menu-${round}`);
    await page.locator('.drawer--open .drawer__panel').waitFor();
    await openWithEnter(page, page.locator('.drawer__panel .notify-bell'), `drawer-bell-${round}`);
    await page.getByRole('dialog', { name: '我的消息' }).waitFor();
    await page.locator('.drawer--open').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('.notify-drawer__panel')?.contains(document.activeElement));
    await page.keyboard.press('Escape');
    await page.locator('.notify-drawer--open').waitFor({ state: 'detached' });
    const at = await page.evaluate(() => document.activeElement?.className ?? '');
    assert.ok(at.split(' ').includes(expected), `${round}: focus on ${expected}, not "${at}"`);
    assert.ok(await page.evaluate(() => document.activeElement?.closest('.site-header__actions') !== null), `${round}: a header control has focus`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('lightbox: focus on 关闭预览, arrows step, Tab stays in, Escape closes it back onto the photo', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await page.goto(`${BASE}/photos?id=1`);
  const photo = page.getByRole('button', { name: '查看第 2 张照片' });
  await photo.waitFor();
  await openWithEnter(page, photo, 'photo');
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await viewer.waitFor();
  assert.equal(await viewer.getAttribute('aria-modal'), 'true');
  assert.ok(await focusMatches(page, '.lightbox__close'), 'focus starts on 关闭预览');
  const count = viewer.locator('.lightbox__count');
  const total = (await count.innerText()).split('/')[1].trim();
  assert.equal((await count.innerText()).replace(/\s/g, ''), `2/${total}`);
  await page.keyboard.press('ArrowRight');
  assert.equal((await count.innerText()).replace(/\s/g, ''), `3/${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await count.innerText()).replace(/\s/g, ''), `1/${total}`);
  await assertTrapped(page, '.lightbox', 5);
  assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden', 'the page behind does not scroll');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}layers-lightbox.png`, animations: 'disabled' });

  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
  assert.ok(await focusIsOpener(page, 'photo'), 'focus back on the photo');
  assert.equal(await page.evaluate(() => document.body.style.overflow), '', 'scrolling is back');
  assert.ok(await page.getByRole('list', { name: '照片列表' }).isVisible(), 'the album is still there');
  assert.deepEqual(problems, []);
  await context.close();
});

test('friend link: the apply dialog starts in 网站名称, keeps focus, Escape closes it back onto 申请友链', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await login(page, 'test', 'test123');
  await page.goto(`${BASE}/link/list`);
  await page.locator('.link-card').first().waitFor();
  await openWithEnter(page, page.getByRole('button', { name: '申请友链' }), 'apply');
  const dialog = page.getByRole('dialog', { name: '申请友链' });
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('aria-modal'), 'true');
  assert.ok(await focusMatches(page, '.link-apply input[placeholder="我的小站"]'), 'focus starts in 网站名称');
  await page.keyboard.type('小站');
  await assertTrapped(page, '.link-apply__box');
  await page.screenshot({ path: `${SHOTS}layers-link-apply.png`, animations: 'disabled' });

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await focusIsOpener(page, 'apply'), 'focus back on 申请友链');
  assert.deepEqual(problems, []);
  await context.close();
});

test('context menu: a non-modal layer; arrows move, Escape closes it and focus goes back where it was', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await page.goto(`${BASE}/home`);
  const search = page.locator('.site-header button[aria-label="搜索文章"]');
  await search.waitFor();
  await search.focus();
  await search.evaluate((el) => el.setAttribute('data-opener', 'before'));
  // the keyboard's context-menu key: focus stays where it is (a right click would move it to the page)
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: '页面菜单' });
  await menu.waitFor();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
  assert.equal(await focusedText(), '刷新', 'the first item has focus');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focusedText(), '全部分类');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(), '刷新');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.ok(await focusIsOpener(page, 'before'), 'focus back where it was before the right click');
  // a click elsewhere closes it as well
  await page.mouse.click(600, 500, { button: 'right' });
  await menu.waitFor();
  await page.mouse.click(5, 450); // the page's margin: nothing there to click
  await menu.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
});
