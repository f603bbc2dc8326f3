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
import { articleRows } from '../../scripts/seed-data/articles.mjs';
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

/**
 * The demo article with every Markdown feature the demo's articles use (headings, a captioned
 * picture, a task list, a table, a quote, code in three languages or more): its page is checked
 * besides /article?id=1, so each feature is seen by axe in both themes.
 */
async function everyFeatureArticle() {
  const { articles } = await articleRows();
  const features = [/^#{2,} /m, /^!\[[^\]]+\]\(/m, /^- \[[ x]\] /m, /^\|.*\|$/m, /^> /m];
  const found = articles.find((a) => a.status === 1 && features.every((f) => f.test(a.article_content)) && new Set(a.article_content.match(/^```\w+/gm)).size >= 3);
  assert.ok(found, 'a public demo article uses every Markdown feature');
  return found.id;
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
  return [...paths, `/article?id=${await everyFeatureArticle()}`, '/talk', '/articleList?id=1&type=category'];
}

/** Loads a page, lets its lazy parts arrive, runs axe and answers the grave violations as lines. */
async function check(page, path, variant) {
  await page.goto(`${BASE}${path}`);
  await networkAtRest(page);
  if (path.startsWith('/article?')) {
    // the like/share row loads as the reader nears it: brought near (again, while the page still
    // settles and puts the reader back at the top), it is there to check
    await page.waitForFunction(
      () => {
        document.querySelector('.article-actions-slot')?.scrollIntoView({ block: 'center' });
        return Boolean(document.querySelector('.article-actions'));
      },
      null,
      { timeout: 10_000, polling: 250 },
    );
    await networkAtRest(page);
  }
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
