/**
 * Debian's Chromium as every test and benchmark launches it: no sandbox (root
 * in CI), no GPU, and nothing that would reach past this machine (QUIC, the
 * first-run pages, background networking, component updates, sync). Each
 * launcher adds its own headless flag.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
