/**
 * Issue 32's page figures for every public route: the JavaScript and CSS a
 * first visit downloads before the app's first render (gzip, from Chromium's
 * network log of the production build: the HTML's scripts and preloads and
 * what main.tsx then imports; what comes later is a column of its own) and Lighthouse mobile (median of `runs`).
 * Alone: `npm run bench -- --only bundles` or `--only lighthouse`, with
 * `--runs 3` and `--routes /home,/talk` for a part.
 */
import { launch } from '../e2e/browser.mjs';
import { measureBundles } from './bundles.mjs';
import { measureLighthouse } from './lighthouse.mjs';

export const JS_BUDGET = { home: 100 * 1024, page: 130 * 1024 };
const CSS_BUDGET = 35 * 1024;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const num = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const mark = (ok) => (ok ? 'ok' : 'OVER');
const load = async () => (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ');

export async function printBundles(base, routes) {
  console.log(`\n== JavaScript and CSS of a first visit (gzip), ${routes.length} routes ==  budget: /home ≤ 100 KB JS, every page ≤ 130 KB JS, ≤ 35 KB CSS (issue 32)`);
  const browser = await launch();
  try {
    for (const r of await measureBundles(browser, base, routes)) {
      const js = r.path === '/home' ? JS_BUDGET.home : JS_BUDGET.page;
      console.log(
        `  ${r.path.padEnd(30)} JS ${kb(r.js).padStart(9)} (${String(r.scripts).padStart(2)} files)   CSS ${kb(r.css).padStart(8)}   ${mark(r.js <= js && r.css <= CSS_BUDGET)}   after the first render ${kb(r.later)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

export async function printLighthouse(base, routes, { runs = 5 } = {}) {
  console.log(`\n== Lighthouse, mobile preset, median of ${runs} runs, ${routes.length} routes ==  budget: performance ≥ 98, TBT ≤ 150 ms, CLS ≤ 0.02 (issue 32); load average ${await load()}`);
  const started = Date.now();
  const rows = await measureLighthouse(
    routes.map((r) => base + r),
    {
      runs,
      // one line a route while it runs (a full pass takes minutes), the table at the end
      onRow: (r) => console.error(`  … ${r.path}: ${r.scores.join(', ')}`),
    },
  );
  for (const r of rows) {
    const ok = r.score >= 98 && r.tbt <= 150 && r.cls <= 0.02;
    console.log(
      `  ${r.path.padEnd(30)} perf ${String(r.score).padStart(3)}   LCP ${num(r.lcp / 1000, 2)} s   TBT ${num(r.tbt, 0).padStart(4)} ms   CLS ${num(r.cls, 3)}   ${mark(ok)}` +
        `   runs ${r.scores.join(', ')} · TBT ${r.tbts.map((t) => num(t, 0)).join(', ')}${r.error ? `   (${r.error})` : ''}`,
    );
  }
  console.log(`  (${Math.round((Date.now() - started) / 1000)} s; load average now ${await load()})`);
}
