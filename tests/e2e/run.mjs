#!/usr/bin/env node
/**
 * Browser tests: the node:test files in this folder, run with Debian's
 * Chromium against a freshly seeded `wrangler dev`. A missing browser is a
 * failure, never a skip.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { startLocalServer } from '../support/local-server.mjs';
import { CHROMIUM } from './browser.mjs';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (browser tests never skip)`);
  process.exit(1);
}

const server = await startLocalServer({ port: Number(process.env.E2E_PORT || 8788), persist: '.wrangler/e2e-state' });
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/e2e/${f}`);
const tests = spawnSync('node', ['--test', '--test-concurrency=1', ...files], {
  cwd: server.root,
  env: { ...server.env, E2E_BASE_URL: server.base },
  stdio: 'inherit',
});
server.stop();
if (tests.status !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.error(server.log());
process.exit(tests.status ?? 1);
