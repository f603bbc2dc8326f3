/**
 * A production build of the site served by `wrangler dev` on a throwaway,
 * freshly seeded local state. Shared by the browser tests and the benchmark.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWorker } from '../../scripts/lib/build-worker.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
// EDGE_BLOG_SKIP_BUILD: the harness builds once itself (wrangler.toml [build] would build again per server)
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', EDGE_BLOG_SKIP_BUILD: '1' };
const bin = (name) => `${root}/node_modules/.bin/${name}`;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

/**
 * The client and worker builds a server serves. A run that starts several
 * servers (the browser tests) builds once and passes the folders on in
 * E2E_ASSETS / E2E_MAIN (shareBuild); otherwise each port builds its own,
 * so parallel runs never empty each other's assets.
 */
async function builds(port, pages = true) {
  if (process.env.E2E_ASSETS && process.env.E2E_MAIN) return { assets: process.env.E2E_ASSETS, main: process.env.E2E_MAIN };
  const assets = `dist/serve-${port}`;
  if (pages) run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', `${root}/${assets}`]);
  else mkdirSync(`${root}/${assets}`, { recursive: true });
  // the worker beside the assets, never inside them: they are served as they are
  const main = `dist/serve-${port}-worker/index.js`;
  await buildWorker({ outDir: path.dirname(main) });
  return { assets, main };
}

/** Builds once for every server of this process and its children (they read the env). */
export async function shareBuild(name) {
  const built = await builds(name);
  process.env.E2E_ASSETS = built.assets;
  process.env.E2E_MAIN = built.main;
  return built;
}

/** Migrates and seeds `persist` from scratch, through the CLI, as `npm start` does. */
export function seedState(persist) {
  rmSync(path.resolve(root, persist), { recursive: true, force: true });
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
  run('node', ['scripts/seed.mjs', '--persist-to', persist]);
}

/**
 * A seeded state at `persist`: a copy of E2E_SEEDED (seeded once per run by
 * shareSeededState) when there is one, which takes a blink instead of a seed.
 */
export function seededState(persist) {
  rmSync(path.resolve(root, persist), { recursive: true, force: true });
  const template = process.env.E2E_SEEDED;
  if (template && existsSync(`${root}/${template}`)) cpSync(`${root}/${template}`, path.resolve(root, persist), { recursive: true });
  else seedState(persist);
}

/**
 * Seeds one state that every later seededState of this process and its children copies; a run
 * handed one already seeded (E2E_SEEDED: npm test seeds it beside the deploy check) keeps it.
 */
export function shareSeededState(persist) {
  const given = process.env.E2E_SEEDED;
  if (given && existsSync(path.resolve(root, given))) return;
  seedState(persist);
  process.env.E2E_SEEDED = persist;
}

/**
 * A production build served by `wrangler dev` on its own seeded state
 * (a copy of the run's seeded template when there is one: seededState).
 * `prepare(persist)` runs after the seed, before the server starts.
 * `direct: true` also finds the worker's own address behind wrangler's dev
 * proxy (from wrangler's debug log) for measurements the proxy would distort.
 * `configs`: wrangler configs to run together instead of wrangler.toml (the first is the site), or
 * a function that makes them from the path of this server's worker build (their `main`).
 * `seed: false` is a fresh deploy instead: no migrations applied, no content, no
 * JWT_SECRET (the worker migrates itself and makes its own key).
 * `pages: false` skips the web build (for tests of the API and the chat socket only).
 */
export async function startLocalServer({ port, persist, vars: extraVars = {}, direct = false, proxyless = false, prepare, seed = true, pages = true, configs: configsFor = [] }) {
  // a throwaway secret: these servers never share tokens with anything else ('' is unset, even over a .dev.vars)
  const vars = { JWT_SECRET: seed ? randomBytes(32).toString('hex') : '', ...extraVars };
  const { assets, main } = await builds(port, pages);
  if (seed) seededState(persist);
  else rmSync(path.resolve(root, persist), { recursive: true, force: true });
  // e.g. the benchmark's large data, written while no server holds the state
  if (prepare) await prepare(persist);

  const configs = typeof configsFor === 'function' ? configsFor(main) : configsFor;
  const base = `http://127.0.0.1:${port}`;
  if (proxyless) {
    // Miniflare itself on the port (serve-direct.mjs): no dev proxy copying every request
    const serve = async () => {
      const script = ['tests/support/serve-direct.mjs', '--port', String(port), '--persist', persist, '--assets', assets, '--main', main, ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])];
      const { stop, log } = await startWrangler({ command: process.execPath, args: script, ready: async () => (await fetch(`${base}/api/config`)).ok, timeoutMs: 90_000 });
      // nothing in front: the address is the worker's own, and its listener the workerd process that runs it
      return { base, stop, log, root, env, restart: serve, directBase: base, directHeaders: {} };
    };
    return serve();
  }
  const serve = async () => {
    const { stop, log } = await startWrangler({
      // each server its own inspector port too (wrangler's default, 9229, is one per machine)
      args: ['dev', ...(configs.length ? configs.flatMap((c) => ['-c', c]) : [main]), '--port', String(port), '--inspector-port', String(port + 20_000), '--ip', '127.0.0.1', '--persist-to', persist, '--assets', assets, ...varArgs(vars)],
      env: direct ? { ...env, WRANGLER_LOG: 'debug' } : env,
      ready: async () => (await fetch(`${base}/api/config`)).ok,
      timeoutMs: 90_000,
    });
    // `restart()`: the same build, vars and state served again (after `stop()`, or after the runtime was killed)
    return { base, stop, log, root, env, restart: serve, ...(direct ? await userWorker(log) : {}) };
  };
  return serve();
}

/** `--var` flags for wrangler. */
export const varArgs = (vars) => Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);

/**
 * Spawns `wrangler <args>` (or `command <args>`) in the repository, in its own process group, and
 * waits until `ready()` answers true (thrown errors count as not yet). Answers
 * `stop` (also run when this process exits) and `log`, everything wrangler
 * printed; a server that exits or times out throws with that log.
 */
export async function startWrangler({ command = bin('wrangler'), args, env: spawnEnv = env, ready, timeoutMs = 60_000, pollMs = 500 }) {
  const server = spawn(command, args, { cwd: root, env: spawnEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** Answers once wrangler has exited (its port is free again): a restart on the same port awaits it. */
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    return exited;
  };
  process.on('exit', stop);
  // a run stopped from outside takes its servers along (a SIGTERM skips 'exit' handlers; an orphaned workerd kept a core busy for an hour)
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await ready()) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`${path.basename(command)} ${args[0]} did not come up:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return { stop, log: () => log };
}

/**
 * wrangler dev puts a proxy worker in front of the user worker (for reloads)
 * that copies every request and socket frame; production has no such hop.
 * Its debug log names the user worker's own address and the header it expects.
 */
export async function userWorker(log) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = [...log().matchAll(/"userWorkerUrl":\{"protocol":"http:","hostname":"([^"]+)","port":"(\d+)"\}.*?"headers":(\{[^}]*\})/g)].at(-1);
    if (found) return { directBase: `http://${found[1]}:${found[2]}`, directHeaders: JSON.parse(found[3]) };
    if (Date.now() > deadline) return { directBase: undefined, directHeaders: {} };
    await new Promise((r) => setTimeout(r, 200));
  }
}
