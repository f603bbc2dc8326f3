/**
 * The worker tests' packages, bundled once per run. Every test file gets a
 * fresh isolate that loads the whole site, and its module runner fetches each
 * module on its own: about 460 of the 690 were files inside drizzle-orm, zod,
 * hono, yaml, markdown-it and jose, which cost a third of every file's start.
 * Here each bare import the worker, the contract and these tests make is an
 * entry of one esbuild build with shared chunks (so `drizzle-orm` and
 * `drizzle-orm/sqlite-core`, or `hono` and `hono/factory`, still share one copy
 * of their classes), and vite resolves the import to its entry.
 *
 * The list is read from the sources, never written down: an import added
 * tomorrow is bundled with the rest rather than loaded as a second copy of a
 * package whose other half is bundled.
 */
import { buildSync } from 'esbuild';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const SOURCES = ['worker', 'contract', 'tests/worker'];
/** provided by the runtime or the test pool, never bundled */
const PROVIDED = /^(cloudflare:|node:|vitest|@cloudflare\/vitest-pool-workers)/;
/** these run in Node (the test configuration), not in the isolate */
const NODE_SIDE = new Set(['vitest.config.ts', 'bundled-deps.ts']);
const OUT = '.wrangler/test-deps';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NODE_SIDE.has(entry.name) ? [file] : [];
  });
}

/** Bare specifiers imported for their values (`import type` brings nothing to bundle). */
export function bareImports(root: string): string[] {
  const found = new Set<string>();
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^'./][^']*)'|import\(\s*'([^'./][^']*)'\s*\)/gm;
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
        const spec = m[1] ?? m[2]!;
        if (!PROVIDED.test(spec) && !builtinModules.includes(spec)) found.add(spec);
      }
    }
  }
  return [...found].sort();
}

/** Builds the bundle under `root` and answers the aliases that point each import at its entry. */
export function bundledDeps(root: string): Alias[] {
  const specs = bareImports(root);
  const outdir = path.join(root, OUT);
  rmSync(outdir, { recursive: true, force: true });
  const entryPoints = specs.map((spec) => ({ in: spec, out: spec.replace(/[^a-z0-9]+/gi, '_') }));
  buildSync({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'import'],
    // the runtime's own modules (nodejs_compat answers a bare `crypto` too)
    external: ['cloudflare:*', 'node:*', ...builtinModules],
    outdir,
    absWorkingDir: root,
    logLevel: 'warning',
  });
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return entryPoints.map((e) => ({ find: new RegExp(`^${escape(e.in)}$`), replacement: path.join(outdir, `${e.out}.js`) }));
}
