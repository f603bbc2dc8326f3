/**
 * A production build of the site served by `wrangler dev` on a throwaway,
 * freshly seeded local state. Shared by the browser tests and the benchmark.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };
const bin = (name) => `${root}/node_modules/.bin/${name}`;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

export async function startLocalServer({ port, persist, vars: extraVars = {} }) {
  // a throwaway secret: these servers never share tokens with anything else
  const vars = { JWT_SECRET: randomBytes(32).toString('hex'), ...extraVars };
  // each server gets its own build folder so parallel runs never empty each other's assets
  const assets = `dist/serve-${port}`;
  run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', `${root}/${assets}`]);
  rmSync(`${root}/${persist}`, { recursive: true, force: true });
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
  run('node', ['scripts/seed.mjs', '--persist-to', persist]);

  const server = spawn(bin('wrangler'), ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persist, '--assets', assets, ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`wrangler dev did not come up:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop, log: () => log, root, env };
}
