#!/usr/bin/env node
/**
 * `npm run bench`: measures the budgets of DESIGN.md against a production
 * build on `wrangler dev` and prints the figures. Nothing here asserts: the
 * numbers are for people to read and compare between changes.
 */
import { gzipSync } from 'node:zlib';
import { startLocalServer } from '../support/local-server.mjs';
import { launch, newPage } from '../e2e/browser.mjs';
import { measureLatency } from './latency.mjs';

const server = await startLocalServer({ port: Number(process.env.BENCH_PORT || 8789), persist: '.wrangler/bench-state',
  vars: { GLOBAL_RATE_LIMIT: '100000000' },
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  // 1. first visit to /home: JS and CSS the browser downloads, gzip-compressed
  const browser = await launch();
  const { page } = await newPage(browser);
  const assets = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    assets.push({ type, url: res.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.base}/home`, { waitUntil: 'networkidle' });
  await browser.close();
  const sum = (t) => assets.filter((a) => a.type === t).reduce((n, a) => n + a.gz, 0);
  console.log('\n== first visit to /home ==');
  for (const a of assets) console.log(`  ${a.type.padEnd(10)} ${kb(a.gz).padStart(9)} gz  ${new URL(a.url).pathname}`);
  console.log(`  JS  total ${kb(sum('script'))} gzip  (budget 150 KB)`);
  console.log(`  CSS total ${kb(sum('stylesheet'))} gzip  (budget 35 KB)`);

  // 2. API latency under the same load: a bare route against real ones
  console.log('\n== API latency (8 concurrent, 5 s each) ==');
  const bare = await measureLatency(`${server.base}/api/health`);
  const rows = [['bare /api/health', bare]];
  for (const path of ['/api/config', '/api/statistic', '/api/pageHeader/getAll', '/api/article/blogHomeGetArticleList/1/5']) {
    const probe = await fetch(server.base + path);
    if (probe.status === 404) continue; // endpoint not built yet
    rows.push([path, await measureLatency(server.base + path)]);
  }
  for (const [name, r] of rows) {
    console.log(
      `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  x${(r.p50 / bare.p50).toFixed(2)} of bare`,
    );
  }
} finally {
  server.stop();
}
