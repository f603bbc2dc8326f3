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

// E2E_PORT lets several people run browser tests side by side; each port gets its own state
const port = Number(process.env.E2E_PORT || 8788);
// every test logs in from 127.0.0.1: per-route limits are raised (their behaviour is tested in workerd)
const server = await startLocalServer({
  port,
  persist: `.wrangler/e2e-state-${port}`,
  vars: { RATE_LIMIT_SCALE: '50', GLOBAL_RATE_LIMIT: '100000' },
});
// `node tests/e2e/run.mjs tests/e2e/chat.test.mjs` runs one file; no argument runs them all
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/e2e/${f}`);
const tests = spawnSync('node', ['--test', '--test-concurrency=1', ...files], {
  cwd: server.root,
  env: { ...server.env, E2E_BASE_URL: server.base },
  stdio: 'inherit',
});
server.stop();
if (tests.status !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.error(server.log());
process.exit(tests.status ?? 1);
