import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, SHOTS, launch, login, newPage, withTheme } from './browser.mjs';

// Keyboard only: every layer is reached with Tab, opened with Enter and closed with Escape,
// and focus ends on the control that opened it (issue 15, "Keyboard and assistive technology").

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Presses Tab until the focused element matches `selector`; marks it as the opener to come back to. */
async function tabTo(page, selector, max = 160) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    if (hit) {
      await page.evaluate(() => {
        document.querySelector('[data-kbd-opener]')?.removeAttribute('data-kbd-opener');
        document.activeElement.setAttribute('data-kbd-opener', '');
      });
      return;
    }
  }
  assert.fail(`Tab never reached ${selector}`);
}

const focusIsOpener = (page) => page.evaluate(() => document.activeElement?.hasAttribute('data-kbd-opener') ?? false);
const focusInside = (page, selector) => page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);

/** Tab and Shift+Tab `count` times each: focus never leaves the layer. */
async function assertTrapped(page, selector, count = 25) {
  assert.ok(await focusInside(page, selector), `focus moved into ${selector}`);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(key);
      assert.ok(await focusInside(page, selector), `${key} #${i + 1} stayed in ${selector}`);
    }
  }
}

async function closeWithEscape(page, selector) {
  await page.keyboard.press('Escape');
  await page.locator(selector).waitFor({ state: 'hidden' });
  assert.ok(await focusIsOpener(page), `focus went back to the opener of ${selector}`);
}

test('search, login, the player and the chat open with Enter, keep focus, close with Escape and give focus back', async () => {
  for (const theme of ['light', 'dark']) {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await withTheme(page, theme);
    await page.goto(`${BASE}/home`);
    await page.locator('.site-header button[aria-label="搜索文章"]').waitFor();

    // search: the box has focus at once, Escape works from anywhere in the dialog
    await tabTo(page, '.site-header button[aria-label="搜索文章"]');
    await page.keyboard.press('Enter');
    await page.locator('.search-dialog').waitFor();
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.search-dialog__input')));
    await assertTrapped(page, '.search-dialog');
    await page.screenshot({ path: `${SHOTS}keyboard-search-${theme}.png`, animations: 'disabled' });
    await closeWithEscape(page, '.search-dialog');

    // login: the first field has focus; closing returns to 登录, not the body
    await tabTo(page, '.site-header__user button.nav-link');
    await page.keyboard.press('Enter');
    await page.locator('.auth-dialog__panel').waitFor();
    assert.ok(await page.evaluate(() => document.activeElement?.tagName === 'INPUT'));
    await assertTrapped(page, '.auth-dialog__panel');
    await page.screenshot({ path: `${SHOTS}keyboard-login-${theme}.png`, animations: 'disabled' });
    await closeWithEscape(page, '.auth-dialog__panel');

    // the player: focus moves in; Escape in the volume popover closes only the popover
    await tabTo(page, '.music-disc__button');
    await page.keyboard.press('Enter');
    await page.locator('.music-player__panel').waitFor();
    await page.locator('.music-table__name button').first().waitFor();
    await assertTrapped(page, '.music-player', 40);
    await page.evaluate(() => document.querySelector('[data-kbd-opener]')?.setAttribute('data-disc', ''));
    await tabTo(page, '.music-player button[aria-label^="音量"]');
    await page.keyboard.press('Enter');
    await page.locator('.music-volume').waitFor();
    await page.keyboard.press('Tab');
    assert.ok(await focusInside(page, '.music-volume'), 'Tab goes from the volume button into its popover');
    await page.screenshot({ path: `${SHOTS}keyboard-volume-${theme}.png`, animations: 'disabled' });
    await closeWithEscape(page, '.music-volume');
    assert.ok(await page.locator('.music-player__panel').isVisible(), 'the player stays open');
    await page.keyboard.press('Escape');
    await page.locator('.music-player__panel').waitFor({ state: 'hidden' });
    assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-disc')), 'focus back on the disc');

    // the chat: focus moves in and comes back to the launcher
    await page.evaluate(() => document.activeElement?.blur());
    await tabTo(page, '.chat-launcher');
    await page.keyboard.press('Enter');
    await page.locator('.chat-dialog__panel').waitFor();
    await assertTrapped(page, '.chat-dialog__panel');
    await page.screenshot({ path: `${SHOTS}keyboard-chat-${theme}.png`, animations: 'disabled' });
    await closeWithEscape(page, '.chat-dialog__panel');

    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the QQ and WeChat codes show at full size, light and dark, desktop and phone; Escape hides them', async () => {
  for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const theme of ['light', 'dark']) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      await page.goto(`${BASE}/home`);
      for (const [label, name] of [['QQ 二维码', 'qq'], ['微信二维码', 'wechat']]) {
        const button = page.getByRole('button', { name: label });
        await button.scrollIntoViewIfNeeded();
        await button.focus();
        await page.evaluate(() => document.activeElement.setAttribute('data-kbd-opener', ''));
        await page.keyboard.press('Enter');
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        const popover = page.getByRole('dialog', { name: label });
        const image = popover.getByRole('img', { name: label });
        await image.waitFor();
        await page.waitForFunction((l) => document.querySelector(`img[alt="${l}"]`)?.complete, label);
        // layout size, not the box: the pop-in animation scales it for a moment
        const size = await image.evaluate((img) => [img.offsetWidth, img.offsetHeight]);
        assert.deepEqual(size, [140, 140], `${label} is ${size.join('×')}`);
        assert.ok(await image.evaluate((img) => img.naturalWidth > 0), `${label} loaded`);
        await popover.screenshot({ path: `${SHOTS}qr-${name}-${device}-${theme}.png`, animations: 'disabled' });
        if (name === 'qq') await page.screenshot({ path: `${SHOTS}qr-${device}-${theme}.png`, animations: 'disabled' });
        await closeWithEscape(page, '.social-links__popover');
        await page.evaluate(() => document.activeElement.removeAttribute('data-kbd-opener'));
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the phone menu takes focus, keeps it and gives it back to the menu button', async () => {
  const { context, page, problems } = await newPage(browser, PHONE);
  await page.goto(`${BASE}/home`);
  await page.locator('.site-header__menu-btn').waitFor();
  await tabTo(page, '.site-header__menu-btn');
  await page.keyboard.press('Enter');
  await page.locator('.drawer--open .drawer__panel').waitFor();
  await assertTrapped(page, '.drawer__panel');
  await page.screenshot({ path: `${SHOTS}keyboard-drawer-phone.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.locator('.drawer--open').waitFor({ state: 'detached' });
  assert.ok(await focusIsOpener(page), 'focus back on the menu button');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the user menu: Enter or Space opens it on its first item, arrows move, Escape closes it back onto its button', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/home`);
  // the pointer rests on the page's margin, away from the menu that also opens on hover
  await page.mouse.move(5, 600);
  const trigger = page.locator('.user-menu__trigger');
  await trigger.waitFor();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  const focusedItem = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent.trim() : null));

  await page.evaluate(() => document.activeElement?.blur());
  await tabTo(page, '.user-menu__trigger');
  assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('Enter');
  await menu.waitFor();
  assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
  assert.equal(await focusedItem(), '个人中心', 'Enter puts focus on the first item');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedItem(), '退出登录');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedItem(), '个人中心', '↓ wraps to the first item');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focusedItem(), '退出登录', '↑ wraps to the last item');
  await page.keyboard.press('Home');
  assert.equal(await focusedItem(), '个人中心');
  await page.keyboard.press('End');
  assert.equal(await focusedItem(), '退出登录');
  await page.screenshot({ path: `${SHOTS}keyboard-user-menu.png`, animations: 'disabled' });
  await closeWithEscape(page, '.user-menu__list');
  assert.equal(await trigger.getAttribute('aria-expanded'), 'false');

  // Space opens it too; ↑ on the button opens it on the last item
  await page.keyboard.press('Space');
  await menu.waitFor();
  assert.equal(await focusedItem(), '个人中心', 'Space puts focus on the first item');
  await closeWithEscape(page, '.user-menu__list');
  await page.keyboard.press('ArrowUp');
  await menu.waitFor();
  assert.equal(await focusedItem(), '退出登录', '↑ opens on the last item');
  // Tab leaves the menu: it closes and focus goes on, never to the page's start
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('.user-menu__list')), 'focus moved on');
  // still logged in: neither item was chosen along the way
  assert.ok(await trigger.isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});
