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
  },
}));
