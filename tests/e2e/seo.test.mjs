import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, launch } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Parses XML in Chromium's own parser: a feed that is not well-formed yields a <parsererror>. */
async function parseXml(xml) {
  const page = await browser.newPage();
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, items: doc.querySelectorAll('item, url').length };
  }, xml);
  await page.close();
  return result;
}

test('the feed and the sitemap are well-formed XML listing the seeded articles', async () => {
  const rss = await parseXml(await (await fetch(`${BASE}/rss.xml`)).text());
  assert.equal(rss.error, null);
  assert.equal(rss.root, 'rss');
  assert.equal(rss.items, 20);
  const sitemap = await parseXml(await (await fetch(`${BASE}/sitemap.xml`)).text());
  assert.equal(sitemap.error, null);
  assert.equal(sitemap.root, 'urlset');
  assert.ok(sitemap.items >= 30 + 11, `sitemap lists ${sitemap.items} urls`);
});

test('pages and assets carry their security and cache headers', async () => {
  const page = await fetch(`${BASE}/home`);
  const csp = page.headers.get('Content-Security-Policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(page.headers.get('X-Content-Type-Options'), 'nosniff');
  assert.ok(page.headers.get('Referrer-Policy'));
  assert.ok(page.headers.get('Permissions-Policy'));
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  assert.ok(script, 'index.html links a hashed script');
  const asset = await fetch(BASE + script);
  assert.match(asset.headers.get('Cache-Control') ?? '', /immutable/);
});
