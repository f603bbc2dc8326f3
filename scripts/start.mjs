#!/usr/bin/env node
/**
 * `npm start`: the whole blog on this machine, no account, no internet.
 *   1. writes .dev.vars with a random JWT_SECRET if there is none
 *   2. builds the web app (vite build → dist/client) and the worker (dist/worker)
 *   3. applies the D1 migrations to the local database
 *   4. seeds the demo content when the database is empty (scripts/seed.mjs)
 *   5. runs `wrangler dev` on http://localhost:8787 (PORT overrides) until Ctrl-C
 *
 * Flags: --no-serve   do steps 1-4 only (CI, e2e harnesses that start the server themselves)
 *        --skip-build reuse the existing dist/client and dist/worker
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { buildAll, isBuilt } from './lib/build-all.mjs';
import { OFFLINE_ENV, ROOT, rootPath, run, WRANGLER } from './lib/dev-env.mjs';
import { DEMO_LOGINS } from './seed-data/index.mjs';

process.chdir(ROOT);
const args = new Set(process.argv.slice(2));
const serve = !args.has('--no-serve');
const port = Number(process.env.PORT) || 8787;
const step = (text) => console.log(`\n\x1b[36m▸ ${text}\x1b[0m`);

try {
  await ensureDevVars();
  if (args.has('--skip-build') && isBuilt()) step('web app and worker: reusing dist/');
  else {
    step('building the web app (vite build) and the worker');
    await buildAll();
  }
  step('applying D1 migrations to the local database');
  // CI=true: wrangler asks for confirmation before applying migrations in an interactive terminal
  await run(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local'], { env: { ...OFFLINE_ENV, CI: 'true' } });
  step('demo content');
  await run(process.execPath, [rootPath('scripts/seed.mjs')]);
} catch (error) {
  console.error(`\n\x1b[31mnpm start failed:\x1b[0m ${error.message}`);
  process.exit(typeof error.code === 'number' ? error.code : 1);
}

if (!serve) {
  printBanner('ready (not serving: --no-serve)');
} else {
  if (!(await portIsFree(port))) {
    console.error(`\n\x1b[31mport ${port} is already in use\x1b[0m: stop the other server or run with PORT=<another port> npm start`);
    process.exit(1);
  }
  step(`starting wrangler dev on port ${port}`);
  const child = spawn(WRANGLER, ['dev', '--port', String(port), '--ip', '127.0.0.1'], {
    cwd: ROOT,
    env: OFFLINE_ENV,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  waitUntilServing(port).then((up) => up && printBanner('the blog is running'));
}

async function ensureDevVars() {
  const file = rootPath('.dev.vars');
  const current = existsSync(file) ? await readFile(file, 'utf8') : null;
  if (current !== null && /^\s*JWT_SECRET\s*=\s*\S+/m.test(current)) return;
  const line = `JWT_SECRET=${randomBytes(32).toString('hex')}\n`;
  if (current === null) await writeFile(file, `# Local secrets for wrangler dev (never commit this file).\n${line}`);
  else await appendFile(file, `${current.endsWith('\n') || current === '' ? '' : '\n'}${line}`);
  step('.dev.vars: generated a random JWT_SECRET');
}

function portIsFree(p) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(p, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitUntilServing(p, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${p}/api/config`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

function printBanner(title) {
  const lines = [
    `  ${title}`,
    '',
    `  open      http://localhost:${port}`,
    ...DEMO_LOGINS.map(({ role, username, password }) => `  ${role}  ${username} / ${password}`),
    '',
    serve ? '  Ctrl-C stops the server. Data lives in .wrangler/state (delete it to start fresh).' : '  run `npx wrangler dev` to serve it',
  ];
  console.log(`\n\x1b[32m${'─'.repeat(64)}\n${lines.join('\n')}\n${'─'.repeat(64)}\x1b[0m\n`);
}
