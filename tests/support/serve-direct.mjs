#!/usr/bin/env node
/**
 * The built site on Miniflare itself, with nothing in front: what `wrangler dev`
 * runs, without its dev proxy. That proxy (a Node process) copies every request
 * and socket frame for hot reloads the browser tests never use, and it cost
 * more CPU than the worker did: 7.5 s against workerd's 5.5 s for 1,000 page,
 * API and asset requests (2026-11-29), on two cores the browser stage shares.
 * Bindings, Durable Objects, assets and rules come from wrangler.toml through
 * wrangler's own translation (unstable_getMiniflareWorkerOptions), and state
 * lives where `wrangler dev --persist-to` keeps it, so the seeded copies serve
 * as they are.
 *
 * node tests/support/serve-direct.mjs --port N --persist DIR --assets DIR --main FILE [--var KEY:VALUE]...
 * Prints "ready http://127.0.0.1:N" once it answers; stops on SIGTERM.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    persist: { type: 'string' },
    assets: { type: 'string' },
    main: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
});

const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml', undefined, { overrides: { assets: { directory: path.resolve(values.assets) } } });
const vars = Object.fromEntries(values.var.map((v) => [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)]));

const mf = new Miniflare({
  host: '127.0.0.1',
  port: Number(values.port),
  // `wrangler dev --persist-to X` keeps D1, R2 and the Durable Objects under X/v3
  defaultPersistRoot: path.resolve(values.persist, 'v3'),
  // no request to Cloudflare for the `cf` object (CLOUDFLARE_CF_FETCH_ENABLED=false for wrangler)
  cf: false,
  log: new Log(LogLevel.INFO),
  workers: [{ name: 'edge-blog', ...workerOptions, modules: true, scriptPath: path.resolve(values.main), modulesRoot: path.dirname(path.resolve(values.main)), bindings: { ...workerOptions.bindings, ...vars } }],
});
const url = await mf.ready;
console.log(`ready ${url.origin}`);

const stop = async () => {
  await mf.dispose().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
