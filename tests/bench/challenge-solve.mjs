#!/usr/bin/env node
/**
 * How long the page's proof-of-work takes (issue 29): the solver's Web Worker as the page runs it
 * (web/src/lib/challenge/solver-worker.ts, bundled as Vite would), in Debian's Chromium, at full speed
 * and with the CPU slowed 4x through CDP (Emulation.setCPUThrottlingRate: a phone-class CPU), for each
 * level of contract/challenge.ts; and the same search in Node with node:crypto's SHA-256, as a script
 * would run it (tests/support/challenge-solver.mjs). A challenge's counter is drawn between half the
 * level's maximum and all of it; this solves ROUNDS challenges per level and prints the median and the
 * slowest. Nothing here is a test: `node tests/bench/challenge-solve.mjs [rounds]`.
 */
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/chromium.mjs';
import { solveChallenge } from '../support/challenge-solver.mjs';

const ROUNDS = Number(process.argv[2]) || 9;
const LEVELS = { low: 10_000, medium: 40_000, high: 150_000 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const counterFor = (max, i) => Math.round(max / 2 + ((max / 2) * (i + 0.5)) / ROUNDS);

async function challenges(max) {
  const list = [];
  for (let i = 0; i < ROUNDS; i++) list.push(await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: counterFor(max, i), deriveKey }));
  return list;
}

const worker = buildSync({ entryPoints: ['web/src/lib/challenge/solver-worker.ts'], bundle: true, format: 'iife', write: false, minify: true }).outputFiles[0].text;
// the same search on the page's own thread: CDP's CPU throttling slows the page's thread, not its
// dedicated workers, so the 4x figure is measured here (the worker runs the same code at the same speed)
const inline = buildSync({ entryPoints: ['web/src/lib/challenge/solve-sync.ts'], bundle: true, format: 'iife', globalName: 'powSolver', write: false, minify: true }).outputFiles[0].text + ';globalThis.powSolver = powSolver;';

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, '--headless=new'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
const results = [];
for (const rate of [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const [level, max] of Object.entries(LEVELS)) {
    const list = await challenges(max);
    const times = await page.evaluate(
      async ({ code, list }) => {
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const out = [];
        for (const c of list) {
          const w = new Worker(url);
          const started = performance.now();
          await new Promise((resolve) => {
            w.onmessage = (e) => e.data.type !== 'progress' && resolve(e.data);
            w.postMessage(c.parameters);
          });
          out.push(performance.now() - started);
          w.terminate();
        }
        return out;
      },
      { code: worker, list },
    );
    results.push({ where: `Chromium worker ${rate}x`, level, median: median(times), slowest: Math.max(...times) });
    const onPage = await page.evaluate(
      ({ code, list }) => {
        (0, eval)(code);
        return list.map((c) => {
          const started = performance.now();
          globalThis.powSolver.solveSync(c.parameters);
          return performance.now() - started;
        });
      },
      { code: inline, list },
    );
    results.push({ where: `Chromium page ${rate}x`, level, median: median(onPage), slowest: Math.max(...onPage) });
  }
}
await browser.close();
for (const [level, max] of Object.entries(LEVELS)) {
  const list = await challenges(max);
  const times = list.map((c) => {
    const started = performance.now();
    solveChallenge(c);
    return performance.now() - started;
  });
  results.push({ where: 'Node (node:crypto)', level, median: median(times), slowest: Math.max(...times) });
}
console.log(`proof-of-work solve time, ${ROUNDS} challenges per level (counter between max/2 and max)`);
for (const r of results) console.log(`  ${r.where.padEnd(22)} ${r.level.padEnd(7)} median ${r.median.toFixed(0).padStart(5)} ms   slowest ${r.slowest.toFixed(0).padStart(5)} ms`);
