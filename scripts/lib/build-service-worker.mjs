/**
 * The service worker's build (issue 30), a Vite plugin: after `vite build` has written the client,
 * web/src/sw/sw.ts is bundled into <outDir>/sw.js with
 * - its version, a hash of the build's asset manifest and index.html, so every deploy that changes
 *   the client is a new script and browsers install it (the page offers it: features/offline);
 * - the shell every page loads (the entry, its stylesheet, the app's start chunks) and the 离线
 *   state, which the worker keeps on install; a first visit has them already, so they come from the HTTP cache;
 * - a copy of index.html under /assets/, the bare shell an unread page gets offline (the asset
 *   layer serves it as it is; every other path's HTML is written by the worker).
 * /sw.js itself is served by the asset layer (wrangler.toml leaves it out of run_worker_first),
 * revalidated on every check (web/public/_headers).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The files of `roots` and everything they import statically, with their stylesheets. */
function shellFiles(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const root of roots) walk(root);
  return [...files].sort();
}

export function serviceWorkerBuild() {
  let outDir = '';
  // a build that writes nothing (tests/web/first-load.test.ts reads the bundle in memory) has no files to read
  let writes = true;
  return {
    name: 'service-worker-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write !== false;
    },
    async closeBundle() {
      if (!writes) return;
      const manifestText = readFileSync(path.join(outDir, 'asset-manifest.json'), 'utf8');
      const indexHtml = readFileSync(path.join(outDir, 'index.html'));
      const manifest = JSON.parse(manifestText);
      const start = 'src/app/start-app.tsx';
      // the 离线 state loads after the first render (features/offline/components/offline-gate.tsx), so
      // it is kept with the shell: a reader who goes offline before the page was idle still gets it
      const offlineState = 'src/features/offline/components/offline-state.tsx';
      if (!manifest[offlineState]) throw new Error(`service worker build: ${offlineState} is not a chunk of the build any more`);
      const roots = ['index.html', start, ...(manifest[start]?.dynamicImports ?? []), offlineState];
      const version = createHash('sha256').update(manifestText).update(indexHtml).digest('hex').slice(0, 16);
      const shellPage = `/assets/shell-${version}.html`;
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, shellPage));
      const file = path.join(outDir, 'sw.js');
      await esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: ['web/src/sw/sw.ts'],
        outfile: file,
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        alias: { '@contract': path.join(ROOT, 'contract') },
        define: {
          __SW_VERSION__: JSON.stringify(version),
          __SW_SHELL__: JSON.stringify(shellFiles(manifest, roots)),
          __SW_SHELL_PAGE__: JSON.stringify(shellPage),
        },
        logLevel: 'warning',
      });
      const size = statSync(file).size;
      this.info?.(`sw.js ${(size / 1024).toFixed(1)} KB, ${(gzipSync(readFileSync(file)).length / 1024).toFixed(1)} KB gzip (version ${version})`);
    },
  };
}
