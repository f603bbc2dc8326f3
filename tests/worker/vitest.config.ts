import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { bundledDeps } from './bundled-deps.ts';
import { workerTestFiles } from './group-plan.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// wrangler.toml names the built SPA as assets; worker tests need only the folder to exist
mkdirSync(`${root}/dist/client`, { recursive: true });
// the page/SEO tests need an index.html; before the first `vite build` a minimal stand-in serves
if (!existsSync(`${root}/dist/client/index.html`)) {
  writeFileSync(
    `${root}/dist/client/index.html`,
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><meta name="description" content="x"><title>x</title></head><body><div id="root"></div></body></html>',
  );
}

export default defineConfig({
  // each test file's isolate loads the packages as a few bundled files, not hundreds (bundled-deps.ts)
  resolve: { alias: bundledDeps(root) },
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}/worker/index.ts`,
      wrangler: { configPath: `${root}/wrangler.toml` },
      miniflare: {
        bindings: {
          JWT_SECRET: 'test-secret-for-workerd-tests-only',
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
        },
      },
    })),
  ],
  test: {
    root,
    // a whole run runs the groups of tests/worker/groups.ts and every other file alone; a run that
    // names files runs those files, ungrouped (group-plan.ts)
    ...workerTestFiles(root),
    // every file starts its own workerd and loads the site (~5 s); two at a time on two cores took
    // the stage from 509 s to 333 s. isolate: false was tried: the pool then shares one storage across
    // files and its module fetches slow down file after file (fixed only in a newer pool).
    maxWorkers: 2,
    // no test here is timed (npm run bench measures): on a loaded 2-core CI machine a flood or a
    // password hash of several seconds ran past the default 5 s (limits, signing-secret, identity...)
    testTimeout: 20_000,
    setupFiles: ['tests/worker/setup.ts'],
    // the fuzz suite's size and seed (tests/worker/fuzz-suite.ts); `npm run fuzz` raises the runs
    provide: { fuzzRuns: Number(process.env.FUZZ_RUNS) || 0, fuzzSeed: Number(process.env.FUZZ_SEED) || 0, fuzzSlowLog: Number(process.env.FUZZ_SLOW_LOG) || 0, fuzzOnly: process.env.FUZZ_ONLY ?? '' },
  },
});
