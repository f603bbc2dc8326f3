import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * md-editor-rt's preview.css @imports every reading theme (@vavt/markdown-theme's all.css, 53 KB):
 * the rules they share, then each theme's own, all of it in the article's first paint. Each
 * theme's file is those shared rules followed by its own. So `preview.css?themes=default` is
 * preview.css with default.css where all.css was (the shared rules and the theme the worker's
 * render wears, in the order they had), and `preview.css?theme-only=<name>` is one theme's own
 * rules, fetched when a reader chooses it (features/article/lib/reading-theme.ts).
 */
function readingThemeSplit(): Plugin {
  const PREVIEW = /[\\/]md-editor-rt[\\/]lib[\\/]preview\.css\?(themes|theme-only)=([\w-]+)$/;
  const ALL_THEMES = /@import\s+['"]@vavt\/markdown-theme\/css\/all\.css['"];/;
  const NAMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'];
  let shared: number | undefined;
  return {
    name: 'reading-theme-split',
    enforce: 'pre',
    transform(code, id) {
      const match = PREVIEW.exec(id);
      if (!match) return;
      const [, part, name] = match;
      if (!NAMES.includes(name!)) this.error(`no reading theme ${name}`);
      const themeCss = (theme: string) => readFileSync(createRequire(id).resolve(`@vavt/markdown-theme/css/${theme}.css`), 'utf8');
      if (part === 'themes') return code.replace(ALL_THEMES, () => themeCss(name!));
      if (shared === undefined) {
        // where the theme files stop agreeing, back to the end of the last rule they share
        const [first, ...rest] = NAMES.map(themeCss);
        let n = first!.length;
        for (const other of rest) while (other.slice(0, n) !== first!.slice(0, n)) n--;
        shared = first!.lastIndexOf('}', n - 1) + 1;
      }
      return themeCss(name!).slice(shared);
    },
  };
}

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
  plugins: [react(), appShell.plugin, readingThemeSplit(), serviceWorkerBuild(), ...(command === 'serve' ? [cloudflare({ configPath: r('./wrangler.toml'), config: { main: r('./worker/index.ts') } })] : [])],
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
