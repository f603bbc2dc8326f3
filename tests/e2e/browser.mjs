import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const BASE = process.env.E2E_BASE_URL || 'http://127.0.0.1:8788';
export const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** Debian Chromium, headless, no network beyond this machine; playwright gives each launch a fresh temporary profile. extraArgs: more Chromium flags (e.g. the music test's autoplay policy). */
export async function launch(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const DESKTOP = { viewport: { width: 1366, height: 900 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** A page that fails the test on any uncaught error or any request to another host. */
export async function newPage(browser, options = DESKTOP) {
  const context = await browser.newContext({ ...options, locale: 'zh-CN' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(BASE) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`external request: ${url}`);
  });
  return { context, page, problems };
}
