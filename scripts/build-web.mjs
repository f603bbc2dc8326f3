#!/usr/bin/env node
/**
 * wrangler.toml's build step: `wrangler deploy` (and `wrangler dev`) run this before bundling, so
 * the web app in dist/client is always the one that ships. Scripts that have just built it
 * themselves (`npm start`, the test servers) set EDGE_BLOG_SKIP_BUILD=1 to skip a second build.
 */
import { existsSync } from 'node:fs';
import { ROOT, rootPath, run, VITE } from './lib/dev-env.mjs';

if (process.env.EDGE_BLOG_SKIP_BUILD === '1' && existsSync(rootPath('dist/client/index.html'))) {
  process.exit(0);
}
process.chdir(ROOT);
await run(VITE, ['build']);
