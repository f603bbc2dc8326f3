import { gzipSync } from 'node:zlib';
import { newPage, PHONE } from '../e2e/browser.mjs';

/**
 * JS and CSS (gzip) a first visit to each path downloads, in a fresh phone
 * context each time, from Chromium's network log: `js`/`css` is what was
 * requested before the app's first render (the HTML's scripts and preloads,
 * main.tsx, start-app.tsx and what they import: the mark app-root.tsx sets
 * once the first page is on screen), `later` what came after it until the
 * network rested (the service worker's registration, presence, what loads
 * near the viewport), nothing scrolled.
 */
export async function measureBundles(browser, base, paths) {
  const rows = [];
  for (const path of paths) {
    const { context, page } = await newPage(browser, PHONE);
    const bodies = new Map();
    const pending = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res
          .body()
          .then((b) => bodies.set(res.url(), { type, gz: gzipSync(b, { level: 9 }).length }))
          .catch(() => {}),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('app-first-render').length > 0, null, { timeout: 15_000 });
    await Promise.all(pending);
    const started = await page.evaluate(() => {
      const rendered = performance.getEntriesByName('app-first-render')[0].startTime;
      // the HTML's own stylesheet and entry count as first load whatever their timing
      return performance.getEntriesByType('resource').map((e) => ({ url: e.name, first: e.startTime < rendered }));
    });
    const row = { path, js: 0, css: 0, later: 0, scripts: 0 };
    for (const { url, first } of started) {
      const body = bodies.get(url);
      if (!body) continue;
      if (!first) row.later += body.gz;
      else if (body.type === 'stylesheet') row.css += body.gz;
      else {
        row.js += body.gz;
        row.scripts++;
      }
    }
    rows.push(row);
    await context.close();
  }
  return rows;
}
