import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/browser.mjs';

/** Lighthouse performance (mobile preset, simulated throttling) for each url. */
export async function measureLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const audits = result.lhr.audits;
      rows.push({
        url,
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        // an audit that could not run has no numericValue: NaN prints as n/a
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        error: result.lhr.runtimeError?.message,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
