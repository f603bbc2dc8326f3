#!/usr/bin/env node
/**
 * Browser tests: builds the SPA, seeds a throwaway local state, starts
 * `wrangler dev` on it and runs the node:test files in this folder against it
 * with Debian's Chromium. A missing browser is a failure, never a skip.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT || 8788);
const persist = '.wrangler/e2e-state';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };
const bin = (name) => `${root}/node_modules/.bin/${name}`;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (browser tests never skip)`);
  process.exit(1);
}

run(bin('vite'), ['build', '--logLevel', 'warn']);
rmSync(`${root}/${persist}`, { recursive: true, force: true });
run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
run('node', ['scripts/seed.mjs', '--persist-to', persist]);

const server = spawn(
  bin('wrangler'),
  ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persist, '--var', 'E2E:1', '--show-interactive-dev-session=false'],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
);
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 90_000;
for (;;) {
  try {
    const res = await fetch(`${base}/api/config`);
    if (res.ok) break;
  } catch {}
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('wrangler dev did not come up:\n' + serverLog);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}

const tests = spawnSync('node', ['--test', '--test-concurrency=1', 'tests/e2e/'], {
  cwd: root,
  env: { ...env, E2E_BASE_URL: base },
  stdio: 'inherit',
});
stop();
if (tests.status !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.error(serverLog);
process.exit(tests.status ?? 1);
