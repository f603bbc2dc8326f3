/**
 * Debian's Chromium as every test and benchmark launches it: no sandbox (root
 * in CI), no GPU, and nothing that would reach past this machine (QUIC, the
 * first-run pages, background networking, component updates, sync). Each
 * launcher adds its own headless flag.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * What the tests drive: Debian's headless shell of the same Chromium (package
 * chromium-headless-shell): the same engine without the browser's UI layer. The
 * same journey took 34 s of its CPU against 61 s in the full browser's new
 * headless mode (reader-polish, 2026-11-29), and the browser stage is
 * CPU-bound on two cores. Lighthouse (npm run bench) keeps the full browser,
 * which is what readers run.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
