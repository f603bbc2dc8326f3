import { gzipSync } from 'node:zlib';
import { newPage } from '../e2e/browser.mjs';

/** JS and CSS (gzip) a first visit to each path downloads, in a fresh browser context each time. */
export async function measureBundles(browser, base, paths) {
  const rows = [];
  for (const path of paths) {
    const { context, page } = await newPage(browser);
    const sizes = { script: 0, stylesheet: 0 };
    const pending = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(res.body().then((b) => (sizes[type] += gzipSync(b, { level: 9 }).length)).catch(() => {}));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    rows.push({ path, js: sizes.script, css: sizes.stylesheet });
    await context.close();
  }
  return rows;
}
