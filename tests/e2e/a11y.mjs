/**
 * axe-core on every public page and the console, light and dark, logged out
 * and logged in (issue 15 "Done when"): no violation of impact serious or
 * critical. Logged in, the pages a session changes and the console's pages are checked
 * (SESSION_PAGES); in dark, the colour rules (COLOUR_RULES). axe comes from node_modules as an init script (never fetched), so the pages
 * still talk to this site only. Each route is loaded once and checked in light, then
 * flipped to dark with the page's own toggle and checked again. The visitor's and the
 * owner's passes are two files (a11y-visitor, a11y-owner) so the two browser
 * lanes share them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { articleRows } from '../../scripts/seed-data/articles.mjs';
import { BASE, DESKTOP, launch, login, networkAtRest, newPage } from './browser.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const GRAVE = new Set(['serious', 'critical']);
/** sessionStorage key: the next load of this tab starts dark (toDark's reload on a page with no toggle) */
const ONCE_KEY = 'a11y-next-load-dark';

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

/**
 * The pages a session changes beyond the header (web/src: what reads the role or the login): the
 * comment editor and comment actions (an article, a talk, a board note), the board's cards and its
 * publish form, the chat room, the user center, the friend-link apply button. Every other public
 * page is the visitor's page with the header's user menu in place of 登录, which /home checks.
 */
const SESSION_PAGES = ['/home', '/talk?', '/link/list', '/userCenter', '/message/'];
/**
 * The console's pages of distinct widgets: the dashboard, a table with chips and badges, the editor,
 * moderation and its hold queue, the users' roles, the music library's toggles, a settings form,
 * the security cards. (A one-off pass over
 * all fourteen, 2026-11-28, found nothing on the others that these do not hold; it found that
 * CodeMirror's own light token colours in the editor, on an article with Markdown in it, read
 * under 4.5:1: md-editor-rt's highlight style, not ours, noted in docs/testing.md.)
 */
const CONSOLE_PAGES = ['/admin', '/admin/articles', '/admin/articles/new', '/admin/moderation', '/admin/moderation?tab=held', '/admin/users', '/admin/music', '/admin/settings', '/admin/security', '/admin/push'];

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

/** Lets what is still moving come to rest (only what ends: a spinner never does), for at most two seconds. */
const settle = (page) =>
  page.evaluate(() => {
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 2000))]);
  });

/**
 * The rules whose answer a theme can change: flipping the theme changes colours, not what is on
 * the page (its names, roles, structure), so the dark pass runs these only.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe on the page as it stands (every rule, or `only` these): the grave violations as lines. */
async function axeLines(page, label, only) {
  const violations = await page.evaluate(async (rules) => {
    const res = await window.axe.run(document, { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, target: String(v.nodes[0]?.target ?? ''), count: v.nodes.length, why: v.nodes[0]?.any[0]?.message ?? '' }));
  }, only ?? null);
  return violations.filter((v) => GRAVE.has(v.impact)).map((v) => `${label}: ${v.id} (${v.impact}, ${v.count}×) ${v.target} ${v.why}`);
}

/**
 * Flips the theme as a reader does, with the page's own toggle (the header's, or the console's),
 * so what reads the theme from the store (code blocks, the contents) follows as it would; a page
 * without one (/setup) is loaded again in the other theme.
 */
async function toDark(page) {
  const toggle = page.locator('button[aria-label="切换到深色模式"]:visible, button[title="切换主题"]:visible').first();
  // a click event, not a pointer's: a page scrolled down (an article, to its like row) has slid its header away
  if (await toggle.count()) await toggle.dispatchEvent('click');
  else {
    await page.evaluate((key) => sessionStorage.setItem(key, 'dark'), ONCE_KEY);
    await page.reload();
  }
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await networkAtRest(page);
  await settle(page);
}

/**
 * Loads a page in light, lets its lazy parts arrive, runs axe; then flips it to dark in place and
 * runs axe again: the theme changes colours, not what is on the page, and one load for both
 * themes halved the file (a load and its network coming to rest were two thirds of a check).
 */
async function check(page, path, who) {
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
  if (path.startsWith('/talk?') || path.startsWith('/message/detail')) {
    // a talk's and a note's comments load as the reader reaches them (LazyCommentSection waitForReader): brought into view, they are there to check
    await page.waitForFunction(
      () => {
        [...document.querySelectorAll('.card[aria-busy="true"]')].at(-1)?.scrollIntoView({ block: 'center' });
        return Boolean(document.querySelector('.comment-section'));
      },
      null,
      { timeout: 10_000, polling: 250 },
    );
    await networkAtRest(page);
  }
  // a fresh-clone run once caught a dark article's table mid-way (its text already light, the
  // background behind it not yet dark): what moves comes to rest before axe looks
  await settle(page);
  const found = await axeLines(page, `[light${who}] ${path}`);
  await toDark(page);
  return [...found, ...(await axeLines(page, `[dark${who}] ${path}`, COLOUR_RULES))];
}

/** One page (as nobody, or logged in as `user`) walking its share of the routes, each in both themes. */
async function checkRoutes(browser, paths, user) {
  const { page, context } = await newPage(browser, DESKTOP);
  // axe is in every page from its start (an init script, beyond the site's CSP): injected after
  // each load it was a quarter of a second a page, sent and parsed again each time
  await context.addInitScript({ path: AXE });
  await context.addInitScript(() => {
    // Two things no reader sees, each made axe misread the dark pass after the flip: Chromium
    // leaves what `content-visibility: auto` skips (the footer, sidebar cards below the fold)
    // unstyled until asked, and axe's asking then started the colour transition there, so it read
    // the footer's links in their light colour on the dark footer (2.79:1). So everything is
    // rendered (skipped text was only ever "incomplete" to axe, never checked) and changes at once.
    // A constructed sheet: the site's CSP governs <style> and style attributes, not this.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  // every load starts light (an init script runs on each navigation), unless toDark asked one reload for dark
  await context.addInitScript((key) => {
    localStorage.setItem('useDarkKEY', sessionStorage.getItem(key) || 'light');
    sessionStorage.removeItem(key);
  }, ONCE_KEY);
  if (user) await login(page, ...user);
  const found = [];
  for (const path of paths) found.push(...(await check(page, path, user ? ' owner' : '')));
  await context.close();
  return found;
}

/** The test: every route in both themes (side by side: much of a check is waiting), as nobody or as `user`. */
export function a11yTest(who, user) {
  let browser;
  let list;
  let featured;
  before(async () => {
    browser = await launch();
    [list, featured] = await Promise.all([routes(), everyFeatureArticle()]);
  });
  after(async () => {
    await browser?.close();
  });
  test(`no serious or critical axe violation on any route, light and dark, ${who}`, { timeout: 240_000 }, async () => {
    // two pages side by side, each taking every other route: much of a check is waiting
    const paths = user ? [...list.filter((p) => SESSION_PAGES.some((s) => p.startsWith(s)) || p === `/article?id=${featured}`), ...CONSOLE_PAGES] : list;
    const halves = [0, 1].map((half) => paths.filter((_, i) => i % 2 === half));
    const found = (await Promise.all(halves.map((share) => checkRoutes(browser, share, user)))).flat();
    if (found.length) console.log(found.join('\n'));
    assert.deepEqual(found, []);
  });
}
