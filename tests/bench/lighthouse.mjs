import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/chromium.mjs';

/**
 * Lighthouse performance (mobile preset, simulated throttling) for each url.
 * Simulated throttling scales the main-thread time it observes by four, so a
 * busy moment on a small machine moves one run by many points: each url is
 * measured `runs` times and the median run (by score) is reported, with the
 * spread, as Lighthouse's own documentation advises.
 */
export async function measureLighthouse(urls, { runs = 5, onRow } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const url of urls) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const audits = lhr.audits;
        results.push({
          url,
          path: new URL(url).pathname + new URL(url).search,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          // an audit that could not run has no numericValue: NaN prints as n/a
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          error: lhr.runtimeError?.message,
        });
      }
      const byScore = [...results].sort((a, b) => a.score - b.score);
      const row = { ...byScore[Math.floor(byScore.length / 2)], scores: results.map((r) => r.score), tbts: results.map((r) => r.tbt) };
      onRow?.(row);
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
