#!/usr/bin/env node
/**
 * wrangler.toml's build step: `wrangler deploy` (and `wrangler dev`) run this first, so the web app
 * in dist/client and the worker in dist/worker (scripts/lib/build-worker.mjs) are always the ones
 * that ship. Scripts that have just built both themselves (`npm start`, the test servers) set
 * EDGE_BLOG_SKIP_BUILD=1 to skip a second build.
 */
import { buildAll, isBuilt } from './lib/build-all.mjs';
import { ROOT } from './lib/dev-env.mjs';

if (process.env.EDGE_BLOG_SKIP_BUILD !== '1' || !isBuilt()) {
  process.chdir(ROOT);
  await buildAll();
}
