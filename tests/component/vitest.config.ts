import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../support/chromium.mjs';

// URL pathname instead of node:url so the web tsconfig needs no Node types.
const r = (p: string) => decodeURIComponent(new URL(p, import.meta.url).pathname);

/**
 * Component checks that need a real engine (layout, focus, keyboard, touch) but no site server:
 * Vitest browser mode drives Debian's Chromium through playwright (no browser download here).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('../../web/src'), '@contract': r('../../contract') }, dedupe: ['react', 'react-dom'] },
  // bundled once before the first test: a dependency found mid-run is bundled again with a second copy of React
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'zustand',
      '@testing-library/react',
      'qrcode-generator',
      'dompurify',
      'zod',
    ],
  },
  test: {
    root: r('../..'),
    include: ['tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/component/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: TEST_CHROMIUM,
          args: ['--headless', ...CHROMIUM_FLAGS],
        },
        contextOptions: { locale: 'zh-CN', permissions: ['clipboard-read', 'clipboard-write'] },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1366, height: 900 },
    },
  },
});
