/**
 * Starts the reference room (room.mjs) under `wrangler dev` on its own port
 * and finds its workerd address behind wrangler's dev proxy, as our server's
 * is found, so both rooms are measured without the proxy's extra hop.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { userWorker } from '../../support/local-server.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const persist = '.wrangler/bench-reference-state';

/** `bare`: without the static assets (and their router) in front of the worker. */
export async function startReferenceRoom({ port, vars = {}, bare = false }) {
  const config = fileURLToPath(new URL(bare ? './wrangler.bare.jsonc' : './wrangler.jsonc', import.meta.url));
  rmSync(`${root}/${persist}`, { recursive: true, force: true });
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', WRANGLER_LOG: 'debug' };
  const server = spawn(`${root}/node_modules/.bin/wrangler`, ['dev', '-c', config, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persist, ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])], {
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      // a plain GET is answered 426 by the room: the worker and its Durable Object are up
      if ((await fetch(`${base}/ws`)).status === 426) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`the reference room did not come up:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, stop, ...(await userWorker(() => log)) };
}
