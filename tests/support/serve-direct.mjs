#!/usr/bin/env node
/**
 * The built site on Miniflare itself (site-miniflare.mjs) on a port, with nothing in
 * front: what `wrangler dev` runs, without its dev proxy. That proxy (a Node process) copies every request
 * and socket frame for hot reloads the browser tests never use, and it cost
 * more CPU than the worker did: 7.5 s against workerd's 5.5 s for 1,000 page,
 * API and asset requests (2026-11-29), on two cores the browser stage shares.
 *
 * node tests/support/serve-direct.mjs --port N --persist DIR --assets DIR --main FILE [--var KEY:VALUE]...
 * Prints "ready http://127.0.0.1:N" once it answers; stops on SIGTERM.
 */
import { parseArgs } from 'node:util';
import { siteMiniflare } from './site-miniflare.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    persist: { type: 'string' },
    assets: { type: 'string' },
    main: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
});

const vars = Object.fromEntries(values.var.map((v) => [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)]));
const mf = siteMiniflare({ port: Number(values.port), persist: values.persist, assets: values.assets, main: values.main, vars });
const url = await mf.ready;
console.log(`ready ${url.origin}`);

const stop = async () => {
  await mf.dispose().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
