import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));
// wrangler.toml names the built SPA as assets; worker tests need only the folder to exist
mkdirSync(`${root}/dist/client`, { recursive: true });

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}/worker/index.ts`,
      wrangler: { configPath: `${root}/wrangler.toml` },
      miniflare: {
        bindings: {
          JWT_SECRET: 'test-secret-for-workerd-tests-only',
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
        },
      },
    })),
  ],
  test: {
    root,
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/setup.ts'],
  },
});
