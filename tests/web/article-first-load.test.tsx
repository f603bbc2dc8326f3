import { describe, expect, it } from 'vitest';

/*
 * The article page's first visit must not bring a markdown library: the
 * worker renders the body (services/article-html/). This walks the imports
 * from the article route (static ones and the lazy chunks the page loads at
 * once) and lists the packages reached. `npm run bench` measures the bytes;
 * this says which import brought a package back, in a unit test.
 */
const sources = import.meta.glob<string>(['/web/src/**/*.{ts,tsx}', '/contract/*.{ts,js}'], { query: '?raw', import: 'default', eager: true });

/** Chunks the page loads later on purpose: the comment section near the viewport, the lightbox on the first picture opened. */
const LATER = ['/web/src/features/comments/components/comment-section.tsx', '/web/src/components/lightbox/lightbox.tsx'];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** `{ type A, type B }`: erased like `import type` */
const TYPES_ONLY = /^\{\s*type\s+\w+(\s+as\s+\w+)?(\s*,\s*type\s+\w+(\s+as\s+\w+)?)*\s*,?\s*\}$/;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = `/web/src/${spec.slice(2)}`;
  else if (spec.startsWith('@contract/')) base = `/contract/${spec.slice('@contract/'.length)}`;
  else if (spec.startsWith('.')) base = new URL(spec, `file://${from}`).pathname;
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) if (candidate in sources) return candidate;
  return base;
}

function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || LATER.includes(file)) continue;
    seen.add(file);
    const text = sources[file];
    if (text === undefined) continue;
    for (const m of text.matchAll(IMPORT)) {
      if (m[1] || TYPES_ONLY.test(m[2]?.trim() ?? '')) continue; // types only
      const spec = (m[3] ?? m[4])!;
      const local = resolve(file, spec);
      if (local) queue.push(local);
      else if (!/\.css(\?|$)|\?url$/.test(spec)) packages.set(spec, file);
    }
  }
  return packages;
}

describe("the article page's first load", () => {
  it('reaches no markdown renderer, highlighter, sanitizer or zod', () => {
    const reached = packagesReached('/web/src/app/routes/article-route.tsx');
    const heavy = [...reached].filter(([spec]) => /^(md-editor-rt|markdown-it|highlight\.js|dompurify|zod)(\/|$)/.test(spec));
    expect(heavy.map(([spec, from]) => `${spec} (from ${from})`)).toEqual([]);
    // the walk does see the page: React and the session store's zustand are reached
    expect(reached.has('react')).toBe(true);
    expect(reached.has('zustand')).toBe(true);
  });

  it('the console editor still has them', () => {
    const reached = packagesReached('/web/src/features/admin/pages/article-editor-page.tsx');
    expect(reached.has('md-editor-rt')).toBe(true);
    expect(reached.has('dompurify')).toBe(true);
  });
});
