import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorkerBuild } from './scripts/lib/build-service-worker.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Every page loads the app shell (app/app-root.tsx and what it imports
 * statically) in full, so it ships as one chunk: split by which lazy pages
 * also use each module it was some twenty small files, each paying its own
 * request and a gzip dictionary of its own (about 2 KB more of every first
 * visit). What the entry or start-app.tsx already load (React, Vite's preload
 * helper) stays where it is, so nothing of the app runs before the first paint.
 */
function appShellChunk(): { plugin: Plugin; inShell: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'app-shell-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (from: string, into: Set<string>) => {
        const stack = [from];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const before = closure(r('./web/src/app/start-app.tsx'), closure(r('./web/src/main.tsx'), new Set()));
      for (const id of closure(r('./web/src/app/app-root.tsx'), new Set())) {
        if (!before.has(id) && !/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) shell.add(id);
      }
    },
  };
  return { plugin, inShell: (id) => shell.has(id) };
}

const appShell = appShellChunk();

/**
 * contract/ holds declarations only (tests/web/first-load.test.ts checks):
 * importing a module of it runs nothing but zod-locale.ts. Saying so lets the
 * bundle drop what a page does not use, so a page that reads a constant or a
 * text from a module that also builds zod schemas (re-exported from a zod-free
 * neighbour such as target-types.ts) does not download zod for it.
 */
const contractHasNoSideEffects = (id: string): false | undefined =>
  /[\\/]contract[\\/][^\\/]+\.[jt]s$/.test(id) && !/[\\/]zod-locale\.ts$/.test(id) ? false : undefined;

/**
 * `vite build` builds the SPA into dist/client, which wrangler.toml serves as
 * static assets (the worker is built by scripts/lib/build-worker.mjs). `vite`
 * (npm run dev) also runs the worker in workerd through the Cloudflare plugin,
 * from source, for hot reload while working on the web app.
 */
export default defineConfig(({ command }) => ({
  root: r('./web'),
  publicDir: r('./web/public'),
  envDir: r('.'),
  plugins: [react(), appShell.plugin, serviceWorkerBuild(), ...(command === 'serve' ? [cloudflare({ configPath: r('./wrangler.toml'), config: { main: r('./worker/index.ts') } })] : [])],
  resolve: {
    alias: { '@': r('./web/src'), '@contract': r('./contract') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // the worker reads which stylesheets a route chunk needs (worker/seo/route-styles.ts)
    manifest: 'asset-manifest.json',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractHasNoSideEffects },
      output: {
        codeSplitting: {
          groups: [{ name: 'app-root', test: appShell.inShell, includeDependenciesRecursively: false }],
        },
      },
    },
    modulePreload: {
      // The app starts after the first paint (main.tsx → start-app.tsx): for
      // those imports the browser finds the chunks from their imports, which
      // costs less main thread than Vite's helper injecting a link for each.
      // Stylesheets stay: a chunk must never render before its CSS.
      resolveDependencies: (file, deps, { hostId }) =>
        [file, hostId].some((f) => /(^|\/)start-app-[\w-]+\.js$/.test(f)) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
}));
