import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('../../web/src'), '@contract': r('../../contract') } },
  test: {
    root: r('../..'),
    include: ['tests/web/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
