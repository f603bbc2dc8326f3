import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, launch, newPage, withTheme, look, LOOK_THEMES } from './browser.mjs';

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
  // focus moves the same in both themes: the dark one only when pictures are taken
  for (const theme of LOOK_THEMES) {
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
    await look(page, `keyboard-search-${theme}.png`, { animations: 'disabled' });
    await closeWithEscape(page, '.search-dialog');

    // login: the first field has focus; closing returns to 登录, not the body
    await tabTo(page, '.site-header__user button.nav-link');
    await page.keyboard.press('Enter');
    await page.locator('.auth-dialog__panel').waitFor();
    assert.ok(await page.evaluate(() => document.activeElement?.tagName === 'INPUT'));
    await assertTrapped(page, '.auth-dialog__panel');
    await look(page, `keyboard-login-${theme}.png`, { animations: 'disabled' });
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
    await look(page, `keyboard-volume-${theme}.png`, { animations: 'disabled' });
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
    await look(page, `keyboard-chat-${theme}.png`, { animations: 'disabled' });
    await closeWithEscape(page, '.chat-dialog__panel');

    assert.deepEqual(problems, []);
    await context.close();
  }
});

