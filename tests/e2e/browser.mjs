import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, TEST_CHROMIUM } from '../support/chromium.mjs';

export { TEST_CHROMIUM } from '../support/chromium.mjs';
export const BASE = process.env.E2E_BASE_URL || 'http://127.0.0.1:8788';
export const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/**
 * Debian's Chromium headless shell, no network beyond this machine; playwright gives each launch a
 * fresh temporary profile. extraArgs: more Chromium flags (e.g. the music test's autoplay policy).
 * `full`: the whole browser in its headless mode instead, for what the shell lacks (a push service,
 * and offline emulation that reaches a service worker's fetches: the offline journey).
 */
export async function launch(extraArgs = [], { full = false } = {}) {
  return chromium.launch({
    executablePath: full ? CHROMIUM : TEST_CHROMIUM,
    args: ['--headless', ...CHROMIUM_FLAGS, ...extraArgs],
  });
}

const ALL_LOOKS = process.env.E2E_SCREENSHOTS === '1';
/**
 * The options of a test that only takes pictures for a person to look at:
 * nothing compares them, so `npm test` skips it and `npm run test:shots`
 * (E2E_SCREENSHOTS=1) runs it, at every width and theme.
 */
export const SHOTS_ONLY = { skip: ALL_LOOKS ? false : 'screenshots only: npm run test:shots' };
export const THEMES = ['light', 'dark'];
/** The themes a journey walks: both when pictures are taken, light alone when only its behaviour is checked. */
export const LOOK_THEMES = ALL_LOOKS ? THEMES : ['light'];

/**
 * A picture for a person to look at (`npm run test:shots`). In `npm test`
 * nothing compares pictures, so it takes none, and skips the pause (`settle`,
 * ms) a picture waits for motion to end.
 */
export async function look(page, name, { settle = 0, ...options } = {}) {
  if (!ALL_LOOKS) return;
  if (settle) await page.waitForTimeout(settle);
  await page.screenshot({ path: `${SHOTS}${name}`, ...options });
}

export const DESKTOP = { viewport: { width: 1366, height: 900 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  // a phone's sharp pixels only for pictures: at 2x Chromium paints four times the pixels on this
  // CPU-bound machine, and layout, touch and every rule a journey checks are in CSS pixels
  deviceScaleFactor: ALL_LOOKS ? 2 : 1,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/**
 * A page that fails the test on any uncaught error or any request to another host.
 * It prefers reduced motion, as the site honours: the home page's endless
 * animations (caret, arrow, shimmer) would otherwise keep Chromium painting;
 * a test of motion passes `reducedMotion: 'no-preference'`.
 */
export async function newPage(browser, options = DESKTOP) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options, locale: 'zh-CN' });
  const page = await context.newPage();
  countRequests(page);
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(BASE) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`external request: ${url}`);
  });
  return { context, page, problems };
}

/** Sums the page's layout shifts not caused by input, from its first paint on (read them with layoutShift). */
export const watchLayoutShift = (page) =>
  page.addInitScript(() => {
    window.__shift = { total: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shift.total += e.value;
        window.__shift.entries.push(`${e.value.toFixed(3)} ${(e.sources ?? []).map((s) => s.node?.className ?? s.node?.nodeName).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** What watchLayoutShift has summed so far: `total` (the CLS) and one line per shift naming what moved. */
export const layoutShift = (page) => page.evaluate(() => window.__shift);

/** Requests a page has open, and when the last one started or ended (newPage counts them for networkAtRest). */
const traffic = new WeakMap();
function countRequests(page) {
  const t = { open: 0, last: Date.now() };
  traffic.set(page, t);
  page.on('request', () => ((t.open += 1), (t.last = Date.now())));
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, () => ((t.open -= 1), (t.last = Date.now())));
}

/**
 * The network at rest: no request open for 300 ms, which also lets the parts mounted a
 * task later arrive; for at most 5 s: beside the other lane a page once never went quiet
 * for 30 s, so what a test reads next it waits for itself. Playwright's 'networkidle'
 * waits 500 ms after the last request however the page stands: on axe's 44 pages a
 * file that was 0.2 s a page of nothing (measured, 2026-11-28).
 */
export async function networkAtRest(page, quietMs = 300) {
  const t = traffic.get(page);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && (t.open > 0 || Date.now() - t.last < quietMs)) await new Promise((r) => setTimeout(r, 50));
}

/** Pins the theme before the page's own script reads it. */
export const withTheme = (page, theme) => page.addInitScript((t) => localStorage.setItem('useDarkKEY', t), theme);

/** A toast (success/info are status, warning/error are alert) carrying `text`. */
export const toast = (page, text) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/** Logs in through the header's dialog, as a person does; phones log in at desktop width, then shrink back. `base`: another address of the same server (WebAuthn needs a host name). */
export async function login(page, username, password, { base = BASE } = {}) {
  const size = page.viewportSize();
  if (size.width < 800) await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${base}/home`);
  await page.locator('.site-header').getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByPlaceholder('请输入用户账号').fill(username);
  await form.getByPlaceholder('请输入用户密码').fill(password);
  await form.getByPlaceholder('请输入用户密码').press('Enter');
  await toast(page, '登录成功').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  if (size.width < 800) await page.setViewportSize(size);
}
