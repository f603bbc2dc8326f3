/**
 * axe-core on every public page and the console, light and dark, logged out
 * and logged in (issue 15 "Done when"): no violation of impact serious or
 * critical. axe comes from node_modules as an init script (never fetched), so the pages
 * still talk to this site only. One page per variant. The visitor's and the
 * owner's passes are two files (a11y-visitor, a11y-owner) so the two browser
 * lanes share them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, launch, login, networkAtRest, newPage, withTheme } from './browser.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const GRAVE = new Set(['serious', 'critical']);

/** The page paths, read from the one list the router and the worker use (contract/page-routes.ts). */
function pagePaths() {
  const source = readFileSync(new URL('../../contract/page-routes.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/^\s*'(\/[^']*)': \{ name:/gm)].map((m) => m[1]);
}

async function firstId(path, body, pick) {
  const res = await fetch(`${BASE}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  const json = await res.json();
  return pick(json.result);
}

/** ?id pages get the first seeded item, so the page shows content rather than its empty state. */
async function routes() {
  const ids = {
    '/article': 1,
    '/talk': await firstId('/api/talk/blogGetTalkList', { current: 1, size: 1 }, (r) => r.list[0].id),
    '/photos': await firstId('/api/photoAlbum/getAllAlbumList', null, (r) => r[0].id),
    '/message/detail': await firstId('/api/message/getMessageList', { current: 1, size: 1, tag: '' }, (r) => r.list[0].id),
  };
  const paths = pagePaths().map((p) => (ids[p] ? `${p}?id=${ids[p]}` : p));
  // /talk is a list page too: both the list and one talk are checked
  return [...paths, '/talk', '/articleList?id=1&type=category'];
}

/** Loads a page, lets its lazy parts arrive, runs axe and answers the grave violations as lines. */
async function check(page, path, variant) {
  await page.goto(`${BASE}${path}`);
  await networkAtRest(page);
  // then lets what is still moving come to rest: a fresh-clone run once caught a dark article's
  // table mid-way (its text already light, the background behind it not yet dark)
  // (only those that end: a spinner never does), for at most two seconds
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 2000))]);
  });
  const violations = await page.evaluate(async () => {
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, target: String(v.nodes[0]?.target ?? ''), count: v.nodes.length }));
  });
  return violations
    .filter((v) => GRAVE.has(v.impact))
    .map((v) => `${variant} ${path}: ${v.id} (${v.impact}, ${v.count}×) ${v.target}`);
}

/** One variant (theme, and the owner or nobody) on its own page: every route in turn. */
async function checkVariant(browser, list, theme, user) {
  const { page, context } = await newPage(browser, DESKTOP);
  // axe is in every page from its start (an init script, beyond the site's CSP): injected after
  // each load it was a quarter of a second a page, sent and parsed again each time
  await context.addInitScript({ path: AXE });
  await withTheme(page, theme);
  if (user) await login(page, ...user);
  const variant = `[${theme}${user ? ' owner' : ''}]`;
  const found = [];
  for (const path of user ? [...list, '/admin'] : list) found.push(...(await check(page, path, variant)));
  await context.close();
  return found;
}

/** The test: every route in both themes (side by side: much of a check is waiting), as nobody or as `user`. */
export function a11yTest(who, user) {
  let browser;
  let list;
  before(async () => {
    browser = await launch();
    list = await routes();
  });
  after(async () => {
    await browser?.close();
  });
  test(`no serious or critical axe violation on any route, light and dark, ${who}`, { timeout: 240_000 }, async () => {
    const found = (await Promise.all(['light', 'dark'].map((theme) => checkVariant(browser, list, theme, user)))).flat();
    if (found.length) console.log(found.join('\n'));
    assert.deepEqual(found, []);
  });
}
