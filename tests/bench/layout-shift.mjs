/**
 * Issue 28 "Done when": CLS ≤ 0.05 on every public route at every width, and no
 * floating control (the music disc, the chat button, back to top, the contents
 * button) covering something a reader taps. `npm run bench -- --only cls` runs
 * this section alone.
 *
 * CLS: each route is loaded in a fresh context at each width, and every
 * layout shift without recent input (a buffered PerformanceObserver, from the
 * first paint on) is summed until the network is at rest and two seconds
 * more. The sum is at least the session-window CLS Chrome and Lighthouse
 * report (equal when all shifts fall within five seconds, as here).
 *
 * Floating controls: on the same page, the reader's way down is walked in
 * steps of most of a screen, measured where a reader reads: at the top of the
 * page as it loads, at each step after the page is scrolled a little past and
 * back up and then left at rest, and at the page end. At ≤ 1024 px the controls
 * are shown at the top, at the end and on a scroll up, and step aside on a
 * scroll down and after 2.5 s at rest mid-page (layout.css, use-header-scroll.ts):
 * a reader scrolling up is navigating, reaching for a control, not reading the
 * text under it, so mid-page the step waits until the page is at rest (the
 * controls gone, or 4 s) and is measured then; what they cover right after a
 * scroll up is measured only where they stay, at the top and the end. At
 * 1025 px and more they never step aside and each step is measured at once. Every visible control is hit-tested over a grid of
 * points (elementsFromPoint, so round corners and clipping count as the
 * reader's finger sees them): a tappable element of the page (a, button,
 * input, [role=button], [tabindex]…) under a point the control owns is
 * covered. The header and the open player are not the page. An element is
 * covered when the control hides its centre or a quarter of what of it is on
 * screen; less is counted as grazed (a card link whose corner passes under the
 * disc can still be tapped) and only counted.
 */
import { readFileSync } from 'node:fs';
import { networkAtRest, newPage, PHONE, withTheme } from '../e2e/browser.mjs';

export const WIDTHS = [
  { name: '1440', options: { viewport: { width: 1440, height: 900 } } },
  { name: '1024', options: { viewport: { width: 1024, height: 768 } } },
  { name: '820', options: { viewport: { width: 820, height: 1180 } } },
  { name: '390', options: PHONE },
];

export const CLS_BUDGET = 0.05;

/** The page paths, from the one list the router and the worker use (as tests/e2e/a11y.mjs reads it); /setup is the 404 page once set up. */
function pagePaths() {
  const source = readFileSync(new URL('../../contract/page-routes.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/^\s*'(\/[^']*)': \{ name:/gm)].map((m) => m[1]).filter((p) => p !== '/setup');
}

async function firstId(base, path, body, pick) {
  const res = await fetch(`${base}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  return pick((await res.json()).result);
}

/** Every public route, ?id pages with the first seeded item (article 1, a talk, an album, a board note); /talk and a category's list as well. */
export async function publicRoutes(base) {
  const ids = {
    '/article': 1,
    '/talk': await firstId(base, '/api/talk/blogGetTalkList', { current: 1, size: 1 }, (r) => r.list[0].id),
    '/photos': await firstId(base, '/api/photoAlbum/getAllAlbumList', null, (r) => r[0].id),
    '/message/detail': await firstId(base, '/api/message/getMessageList', { current: 1, size: 1, tag: '' }, (r) => r.list[0].id),
  };
  const paths = pagePaths().map((p) => (ids[p] ? `${p}?id=${ids[p]}` : p));
  return [...paths, '/talk', '/articleList?id=1&type=category'];
}

/** Sums the shifts, naming each shifted node as tag.class#id. */
function watchShifts() {
  window.__cls = { total: 0, entries: [] };
  const name = (n) => {
    if (!n) return '?';
    if (n.nodeType !== 1) return n.nodeName;
    const cls = typeof n.className === 'string' && n.className.trim() ? `.${n.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls.total += e.value;
      window.__cls.entries.push({
        value: e.value,
        at: Math.round(e.startTime),
        nodes: (e.sources ?? []).map((s) => `${name(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What the floating controls cover on screen now: one line per control and covered element. */
function coveredNow() {
  const CONTROLS = ['.music-disc__button', '.music-disc__resume', '.chat-launcher', '.back-to-top', '.article-toc-toggle'];
  const TAPPABLE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])';
  const NOT_PAGE = '.site-header, .music-player, .lyric-board, .mobile-drawer, .chat-room, [role=dialog]';
  const controls = CONTROLS.flatMap((s) => [...document.querySelectorAll(s)]).filter((el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && style.pointerEvents !== 'none' && Number(style.opacity) > 0.5;
  });
  const describe = (el) => {
    const label = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 24);
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls}${label ? ` "${label}"` : ''}`;
  };
  const found = [];
  for (const control of controls) {
    const c = control.getBoundingClientRect();
    // the points the control owns (a 9×9 grid; round corners are not the control's)
    const owned = [];
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 9; j++) {
        const x = c.left + ((i + 0.5) * c.width) / 9;
        const y = c.top + ((j + 0.5) * c.height) / 9;
        const stack = document.elementsFromPoint(x, y);
        if (stack.length && control.contains(stack[0])) owned.push({ x, y, stack });
      }
    const hits = new Map();
    for (const { x, y, stack } of owned)
      for (const el of stack.slice(1)) {
        if (control.contains(el) || el.closest(NOT_PAGE)) continue;
        const tappable = el.closest(TAPPABLE);
        if (!tappable || tappable.closest(CONTROLS.join(',')) || tappable.closest(NOT_PAGE)) continue;
        if (!hits.has(tappable)) hits.set(tappable, []);
        hits.get(tappable).push({ x, y });
        break;
      }
    for (const [el, points] of hits) {
      const r = el.getBoundingClientRect();
      // the part of it on screen, and how much of that the control covers
      const left = Math.max(0, r.left);
      const right = Math.min(innerWidth, r.right);
      const top = Math.max(0, r.top);
      const bottom = Math.min(innerHeight, r.bottom);
      const onScreen = Math.max(0, right - left) * Math.max(0, bottom - top);
      const overlap = Math.max(0, Math.min(right, c.right) - Math.max(left, c.left)) * Math.max(0, Math.min(bottom, c.bottom) - Math.max(top, c.top));
      const cx = (left + right) / 2;
      const cy = (top + bottom) / 2;
      const centre = document.elementsFromPoint(cx, cy)[0];
      const centreCovered = Boolean(centre && control.contains(centre));
      const share = onScreen ? overlap / onScreen : 0;
      found.push({
        grazed: !(centreCovered || share >= 1 / 4),
        control: describe(control).split(' ')[0],
        element: describe(el),
        share: Math.round(share * 100),
        centre: centreCovered,
        points: points.length,
      });
    }
  }
  return found;
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const scrollTo = (page, y) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

/** Walks the page down as a reader does and answers what the floating controls covered where. */
async function walkControls(page) {
  // the controls' hide/show has a transition: without motion the state is there at once
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found = new Map();
  const note = (where, list) => {
    for (const f of list) {
      const key = `${f.control} over ${f.element}`;
      // the worst sighting of each: covered somewhere beats grazed elsewhere
      if (!found.has(key) || (found.get(key).grazed && !f.grazed)) found.set(key, { ...f, where });
    }
  };
  const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 60)))));
  note('top', await page.evaluate(coveredNow));
  const { innerHeight } = await page.evaluate(() => ({ innerHeight: window.innerHeight }));
  const step = Math.round(innerHeight * 0.7);
  for (let y = step; ; y += step) {
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (y >= end) break;
    // past the spot, then a little back up: where a reader stops and the controls come back
    await scrollTo(page, y + 80);
    await settle();
    await scrollTo(page, y);
    await settle();
    await pause(150); // lazy parts (covers, comments) that the step brought near
    // a reader who stops mid-page: at <= 1024 px the controls step aside after 2.5 s at rest
    await page
      .waitForFunction(() => !matchMedia('(max-width: 1024px)').matches || document.documentElement.classList.contains('page-reading-at-rest'), null, { timeout: 4000 })
      .catch(() => {});
    await settle();
    note(`y=${y}`, await page.evaluate(coveredNow));
  }
  await scrollTo(page, 1e7);
  await networkAtRest(page);
  await scrollTo(page, 1e7);
  await settle();
  note('end', await page.evaluate(coveredNow));
  return [...found.values()];
}

/**
 * Each route at each width and theme: { route, width, theme, cls, entries, covered }
 * (covered only where `controls` is set, in the light theme: colours move nothing).
 */
export async function measureLayoutShift(browser, base, { routes, widths = WIDTHS, themes = ['light'], controls = true, onRow } = {}) {
  const rows = [];
  for (const theme of themes)
    for (const width of widths)
      for (const route of routes) {
        // a first load that stalls (a loaded machine: it happened once in 160) is measured again on a fresh page
        let row;
        for (let attempt = 1; !row; attempt++) {
          const { context, page } = await newPage(browser, { ...width.options, reducedMotion: 'no-preference' });
          try {
            await withTheme(page, theme);
            await page.addInitScript(watchShifts);
            await page.goto(base + route, { waitUntil: 'domcontentloaded', timeout: 60_000 });
            await networkAtRest(page);
            await pause(2000);
            const { total, entries } = await page.evaluate(() => window.__cls);
            row = { route, width: width.name, theme, cls: total, entries };
            if (controls && theme === 'light') row.covered = await walkControls(page);
          } catch (err) {
            if (attempt >= 2) throw err;
            console.error(`  (${route} at ${width.name} px, ${theme}: ${err.message.split('\n')[0]}; measured again)`);
          } finally {
            await context.close();
          }
        }
        rows.push(row);
        onRow?.(row);
      }
  return rows;
}

/** The report: a table route × width (per theme), OVER and the shifted nodes where CLS > 0.05, then each covered element. */
export function printLayoutShift(rows) {
  const pad = (s, n) => String(s).padEnd(n);
  const widths = [...new Set(rows.map((r) => r.width))];
  const routes = [...new Set(rows.map((r) => r.route))];
  for (const theme of [...new Set(rows.map((r) => r.theme))]) {
    console.log(`  ${pad(`route (${theme})`, 36)}${widths.map((w) => pad(`${w} px`, 14)).join('')}`);
    for (const route of routes) {
      const cells = widths.map((w) => {
        const r = rows.find((x) => x.route === route && x.width === w && x.theme === theme);
        return pad(r ? `${r.cls.toFixed(3)}${r.cls > CLS_BUDGET ? ' OVER' : ''}` : '', 14);
      });
      console.log(`  ${pad(route, 36)}${cells.join('')}`);
    }
  }
  const over = rows.filter((r) => r.cls > CLS_BUDGET);
  for (const r of over) {
    console.log(`  OVER ${r.route} at ${r.width} px (${r.theme}): CLS ${r.cls.toFixed(3)}`);
    for (const e of [...r.entries].sort((a, b) => b.value - a.value).slice(0, 4)) console.log(`    ${e.value.toFixed(3)} at ${e.at} ms: ${e.nodes.slice(0, 4).join(', ')}`);
  }
  const worst = Math.max(...rows.map((r) => r.cls));
  console.log(`  worst CLS ${worst.toFixed(3)} (budget ≤ ${CLS_BUDGET}): ${over.length ? `${over.length} OVER` : 'ok'}`);

  const walked = rows.filter((r) => r.covered);
  if (!walked.length) return;
  console.log('\n== Floating controls over tappable elements (at the top, at rest mid-page after a scroll up, and at the end) ==  budget: none');
  let count = 0;
  let grazed = 0;
  for (const r of walked)
    for (const c of r.covered) {
      if (c.grazed) {
        grazed += 1;
        continue;
      }
      count += 1;
      console.log(`  ${pad(r.route, 30)} ${pad(`${r.width} px`, 8)} ${pad(c.control, 22)} over ${c.element} (${c.centre ? 'centre, ' : ''}${c.share}% of it, at ${c.where})`);
    }
  console.log(`  ${count} covered on ${walked.length} pages walked: ${count ? 'OVER' : 'ok'} (and ${grazed} grazed: an edge under a control, the rest still tappable)`);
}
