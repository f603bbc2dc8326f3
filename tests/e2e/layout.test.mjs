/**
 * Layout at the widths readers use (issue 15): no sideways overflow, no
 * header label wrapped ("时/间/轴") or spilling out of the bar, a solid header
 * where there is no banner, toasts clear of the header's controls, the
 * startup notice once per visitor, and 弹幕 bubbles that never overlap.
 * One page per theme × login state, resized through the widths, keeps it quick.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, launch, login, networkAtRest, newPage, toast, withTheme, look, LOOK_THEMES } from './browser.mjs';

const WIDTHS = [1366, 1024, 900, 800, 390];
const ROUTES = ['/home', '/article?id=1', '/message/chat', '/message/list', '/admin'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a reader would call broken at this width, as a list of sentences (empty when fine). */
function layoutProblems() {
  const out = [];
  const width = window.innerWidth;
  const sw = document.documentElement.scrollWidth;
  if (sw > width) out.push(`page is ${sw}px wide in a ${width}px window`);
  const header = document.querySelector('.site-header');
  if (!header) return out;
  const bar = header.getBoundingClientRect();
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  for (const item of header.querySelectorAll('.site-header__inner > *, .nav-link, .icon-btn')) {
    if (!shown(item)) continue;
    const r = item.getBoundingClientRect();
    if (r.top < bar.top - 1 || r.bottom > bar.bottom + 1 || r.left < -1 || r.right > width + 1) {
      out.push(`"${item.textContent.trim() || item.getAttribute('aria-label')}" spills out of the header bar`);
    }
  }
  for (const label of header.querySelectorAll('.nav-link > span')) {
    if (!shown(label)) continue;
    const size = parseFloat(getComputedStyle(label).fontSize);
    if (label.getBoundingClientRect().height > size * 1.8) out.push(`header label "${label.textContent}" wraps`);
  }
  // brand, menu and actions side by side, never on top of each other
  const parts = [...header.querySelectorAll('.site-header__brand, .site-header__nav, .site-header__actions')].filter(shown).map((el) => el.getBoundingClientRect());
  for (let i = 1; i < parts.length; i++) if (parts[i].left < parts[i - 1].right - 1) out.push('header parts overlap');
  // a link shown as an icon only still says where it goes
  for (const link of header.querySelectorAll('.site-header__nav .nav-link')) {
    if (shown(link) && !link.textContent.trim()) out.push(`a header link has no name`);
  }
  return out;
}

async function openRoute(page, route) {
  await page.goto(`${BASE}${route}`);
  await networkAtRest(page);
  if (route === '/message/list') await page.getByRole('button', { name: '弹幕' }).click();
  if (route === '/admin') await page.locator('.adm-content h1').waitFor();
}

// the theme changes colours, not sizes: the dark one only when pictures are taken
for (const theme of LOOK_THEMES) {
  for (const loggedIn of [false, true]) {
    test(`no overflow and no wrapped header labels, ${theme}, ${loggedIn ? 'logged in' : 'logged out'}`, async () => {
      const { context, page, problems } = await newPage(browser, { viewport: { width: 1366, height: 860 } });
      await withTheme(page, theme);
      if (loggedIn) await login(page, 'owner', 'owner123');
      const found = [];
      for (const route of ROUTES) {
        if (route === '/admin' && !loggedIn) continue;
        await page.setViewportSize({ width: 1366, height: 860 });
        await openRoute(page, route);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
          // the layout after the resize: two frames, not a fixed pause
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          for (const p of await page.evaluate(layoutProblems)) found.push(`${route} @${width}: ${p}`);
          const name = `layout${route.replace(/[^a-z0-9]+/gi, '-')}-${width}-${theme}${loggedIn ? '-in' : ''}.png`;
          await look(page, name);
        }
      }
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test('a page without a banner (the chat room) has a solid header from the start, light mode', async () => {
  const { context, page } = await newPage(browser);
  await withTheme(page, 'light');
  await page.goto(`${BASE}/message/chat`);
  const header = page.locator('.site-header');
  await header.waitFor();
  assert.doesNotMatch(await header.getAttribute('class'), /site-header--transparent/);
  const { color, background } = await header.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  assert.notEqual(color, 'rgb(255, 255, 255)');
  assert.notEqual(background, 'rgba(0, 0, 0, 0)');
  // a page with a banner keeps the transparent header over its picture
  await page.goto(`${BASE}/home`);
  await page.locator('.site-header--transparent').waitFor();
  await context.close();
});

test('the login toasts leave the header controls uncovered; the startup notice shows once per visitor', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${BASE}/home`);
  await page.getByText('左下角听听歌吧～').waitFor();
  await login(page, 'owner', 'owner123');
  const note = (await toast(page, '登录成功').boundingBox()) ?? assert.fail('no toast');
  for (const control of await page.locator('.site-header__actions > *').all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    const apart = note.x >= box.x + box.width || note.x + note.width <= box.x || note.y >= box.y + box.height || note.y + note.height <= box.y;
    assert.ok(apart, 'a login toast covers a header control');
  }
  // the user menu opens below its trigger, clear of the toasts
  await page.locator('.user-menu__trigger').hover();
  const menu = (await page.locator('.user-menu__list').boundingBox()) ?? assert.fail('no user menu');
  assert.ok(note.x + note.width <= menu.x || note.x >= menu.x + menu.width, 'a login toast covers the user menu');
  await page.reload();
  await page.locator('.music-disc').waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.getByText('左下角听听歌吧～').count(), 0);
  await context.close();
});

