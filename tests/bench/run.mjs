#!/usr/bin/env node
/**
 * `npm run bench`: the figures of DESIGN.md's budgets, measured on a
 * production build served by `wrangler dev` with freshly seeded data.
 * It prints one report and exits non-zero only when it could not measure,
 * never because a figure is high.
 */
import { startLocalServer } from '../support/local-server.mjs';
import { launch } from '../e2e/browser.mjs';
import { printBundles, printLighthouse } from './first-visit.mjs';
import { measureLatency, pageViewQueries } from './latency.mjs';
import { benchMusicCache } from './music-cache.mjs';
import { benchChat } from './chat.mjs';
import { benchListenSync } from './listen-sync.mjs';
import { benchLargeData } from './large-data.mjs';
import { measureLayoutShift, printLayoutShift, publicRoutes, WIDTHS } from './layout-shift.mjs';

// `npm run bench -- --data large`: only the cost at 10,000 articles against the demo (tests/bench/large-data.mjs)
if (process.argv[process.argv.indexOf('--data') + 1] === 'large') {
  try {
    await benchLargeData();
  } catch (err) {
    console.error(`large-data bench could not measure: ${err.stack || err}`);
    process.exitCode = 1;
  }
  process.exit();
}

const benchStarted = Date.now();
const arg = (name) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? '') : undefined);
const port = Number(process.env.BENCH_PORT || 8789);
const server = await startLocalServer({
  port,
  // its own state per port: a second bench on another port never shares the first's files
  persist: port === 8789 ? '.wrangler/bench-state' : `.wrangler/bench-state-${port}`,
  vars: { GLOBAL_RATE_LIMIT: '100000000' },
});

/**
 * Layout shift and the floating controls at four widths (tests/bench/layout-shift.mjs). Alone:
 * `npm run bench -- --only cls`, with `--dark` for the dark theme's CLS too, `--routes /home,/tag`
 * and `--widths 390,820` for a part.
 */
async function layoutShiftSection() {
  const routes = arg('--routes')?.split(',') ?? (await publicRoutes(server.base));
  const widths = arg('--widths') ? WIDTHS.filter((w) => arg('--widths').split(',').includes(w.name)) : WIDTHS;
  const themes = process.argv.includes('--dark') ? ['light', 'dark'] : ['light'];
  console.log(`\n== Layout shift (CLS) of a first visit, ${routes.length} routes × ${widths.map((w) => w.name).join('/')} px, ${themes.join(' and ')} ==  budget: ≤ 0.05 (issue 28)`);
  const browser = await launch();
  try {
    // one line a page while it runs (a full pass is some minutes), the table at the end
    const onRow = (r) => console.error(`  … ${r.route} ${r.width} px ${r.theme}: ${r.cls.toFixed(3)}${r.covered?.some((c) => !c.grazed) ? `, ${r.covered.filter((c) => !c.grazed).length} covered` : ''}`);
    printLayoutShift(await measureLayoutShift(browser, server.base, { routes, widths, themes, onRow }));
  } finally {
    await browser.close();
  }
}

/** Every public route, or `--routes /home,/talk`. */
const pageRoutes = async () => arg('--routes')?.split(',') ?? (await publicRoutes(server.base));
const runs = Number(arg('--runs') || 5);

// one part alone: `--only cls`, `--only bundles`, `--only lighthouse` (with `--runs N`), `--only pages` (bundles and Lighthouse)
const only = {
  cls: layoutShiftSection,
  bundles: async () => printBundles(server.base, await pageRoutes()),
  lighthouse: async () => printLighthouse(server.base, await pageRoutes(), { runs }),
  pages: async () => {
    const routes = await pageRoutes();
    await printBundles(server.base, routes);
    await printLighthouse(server.base, routes, { runs });
  },
}[arg('--only')];
if (arg('--only') !== undefined) {
  try {
    if (!only) throw new Error(`--only takes cls, bundles, lighthouse or pages, not ${arg('--only')}`);
    const started = Date.now();
    await only();
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
  } catch (err) {
    console.error(`bench could not measure: ${err.stack || err}`);
    process.exitCode = 1;
  } finally {
    server.stop();
  }
  process.exit();
}
const pad = (s, n) => String(s).padEnd(n);
const budget = (ok) => (ok ? 'ok' : 'OVER');

try {
  const home = await (await fetch(`${server.base}/api/article/blogHomeGetArticleList/1/5`)).json();
  const articleId = home.result?.list?.[0]?.id ?? 1;

  const routes = await pageRoutes();
  await printBundles(server.base, routes);
  await printLighthouse(server.base, routes, { runs });

  console.log('\n== API under load (autocannon, 10 connections, 5 s) ==  budget: home list ≤ 2x the bare route');
  const bare = await measureLatency(`${server.base}/api/health`);
  const rows = [
    ['bare /api/health', bare],
    ['home list', await measureLatency(`${server.base}/api/article/blogHomeGetArticleList/1/5`)],
    ['home list (miss)', await measureLatency(`${server.base}/api/article/blogHomeGetArticleList/1/5`, { uncached: true })],
    ['article detail', await measureLatency(`${server.base}/api/article/getArticleById/${articleId}`)],
    ['search 边缘', await measureLatency(`${server.base}/api/article/getArticleListByContent/${encodeURIComponent('边缘')}`)],
  ];
  for (const [name, r] of rows) {
    const ratio = r.p50 / Math.max(bare.p50, 0.5);
    const flag = name === 'home list' ? ` ${budget(ratio <= 2)}` : '';
    console.log(
      `  ${pad(name, 18)} ${String(Math.round(r.rps)).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   x${ratio.toFixed(2)} of bare${flag}`,
    );
  }

  console.log('\n== D1 queries of a page view (Server-Timing, a visitor) ==  budget: a warm view makes none');
  for (const path of ['/home', `/article?id=${articleId}`]) {
    const { cold, warm } = await pageViewQueries(server.base, path);
    console.log(`  ${pad(path, 22)} cold ${String(cold.queries).padStart(3)} queries (edge ${cold.edge})   warm ${String(warm.queries).padStart(3)} queries (edge ${warm.edge}) ${budget(warm.queries === 0)}`);
  }

  console.log('\n== 一起听: listeners against the room (a controller, two listeners, one +150 ms and late, a seek) ==  budget: ±80 ms after settling (issue 31)');
  const listenBrowser = await launch(['--autoplay-policy=no-user-gesture-required']);
  try {
    await benchListenSync(listenBrowser, server.base);
  } finally {
    await listenBrowser.close();
  }

  await layoutShiftSection();

} catch (err) {
  console.error(`bench could not measure: ${err.stack || err}`);
  process.exitCode = 1;
} finally {
  server.stop();
}

console.log('\n== Music: upstream cache hit versus miss ==');
try {
  await benchMusicCache();
} catch (err) {
  console.error(`music cache bench could not measure: ${err.stack || err}`);
  process.exitCode = 1;
}

// the chat rooms run their own servers, after ours is down so they do not compete
console.log('\n== Chat fan-out against a reference room (npm run bench:chat) ==');
try {
  if (!(await benchChat())) process.exitCode = 1;
} catch (err) {
  console.error(`chat bench could not measure: ${err.stack || err}`);
  process.exitCode = 1;
}

console.log(`\n(the whole bench: ${Math.round((Date.now() - benchStarted) / 60000)} min)`);
