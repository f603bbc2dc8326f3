import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `vite build` builds the SPA into dist/client, which wrangler.toml serves as
 * static assets (`npm start` / `wrangler dev` / `wrangler deploy` bundle the
 * worker themselves). `vite` (npm run dev) also runs the worker in workerd
 * through the Cloudflare plugin, for hot reload while working on the web app.
 */
export default defineConfig(({ command }) => ({
  root: r('./web'),
  publicDir: r('./web/public'),
  envDir: r('.'),
  plugins: [react(), ...(command === 'serve' ? [cloudflare({ configPath: r('./wrangler.toml') })] : [])],
  resolve: {
    alias: { '@': r('./web/src'), '@contract': r('./contract') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
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
