import { expect } from 'vitest';

/** The boot block a page's HTML carries (worker/seo/boot-data.ts): API answers keyed by API path. */
export function bootDataOf<T = Record<string, { code: unknown; message?: string; result?: unknown }>>(html: string): T {
  const m = html.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s);
  expect(m, 'boot data block').toBeTruthy();
  return JSON.parse(m![1]!) as T;
}

/** What the worker put into #root for the first paint (worker/seo/prerender.ts). */
export function rootOf(html: string): string {
  const m = html.match(/<div id="root">(.*?)<\/div>\s*<(?:script|\/body)/s);
  expect(m, '#root').toBeTruthy();
  return m![1]!;
}
