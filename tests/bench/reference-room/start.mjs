/**
 * Starts the reference room (room.mjs) under `wrangler dev` on its own port
 * and finds its workerd address behind wrangler's dev proxy, as our server's
 * is found, so both rooms are measured without the proxy's extra hop.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startWrangler, userWorker, varArgs } from '../../support/local-server.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const persist = '.wrangler/bench-reference-state';

/** `bare`: without the static assets (and their router) in front of the worker. */
export async function startReferenceRoom({ port, vars = {}, bare = false }) {
  const config = fileURLToPath(new URL(bare ? './wrangler.bare.jsonc' : './wrangler.jsonc', import.meta.url));
  rmSync(`${root}/${persist}`, { recursive: true, force: true });
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', WRANGLER_LOG: 'debug' };
  const base = `http://127.0.0.1:${port}`;
  const { stop, log } = await startWrangler({
    args: ['dev', '-c', config, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persist, ...varArgs(vars)],
    env,
    // a plain GET is answered 426 by the room: the worker and its Durable Object are up
    ready: async () => (await fetch(`${base}/ws`)).status === 426,
    pollMs: 300,
  });
  return { base, stop, ...(await userWorker(log)) };
}
