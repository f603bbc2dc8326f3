import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// URL pathname instead of node:url so the web tsconfig needs no Node types.
const r = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('../../web/src'), '@contract': r('../../contract') } },
  test: {
    root: r('../..'),
    include: ['tests/web/**/*.test.{ts,tsx}'],
    // jsdom costs about a second per file: a file that needs the DOM says so in its first line
    // (`// @vitest-environment jsdom`); without it, a test that touches the DOM fails at once
    environment: 'node',
    maxWorkers: 2,
  },
});
