// @vitest-environment node
/**
 * What the chat room's isolate evaluates when it starts: worker/index.ts and
 * what it imports statically, read from a real bundle of the worker (the site
 * comes in behind `import('./app')`, a chunk of its own). A busy room meets
 * the collector's full pauses, which grow with the live heap: the room must
 * not build the site's routes and renderers or classic zod's schemas and
 * locales (docs/architecture.md, "What keeps the chat room fast").
 */
import { build, type Rollup } from 'vite';
import { beforeAll, expect, it } from 'vitest';

const root = decodeURIComponent(new URL('../../', import.meta.url).pathname);
let entry: Rollup.OutputChunk;
let all: Rollup.OutputChunk[];

beforeAll(async () => {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { conditions: ['workerd', 'worker', 'import', 'module', 'default'] },
    plugins: [{ name: 'sql-as-text', load: (id) => (id.endsWith('.sql') ? 'export default "";' : undefined) }],
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      outDir: `${root}dist/chat-room-graph-test`,
      rollupOptions: { input: `${root}worker/index.ts`, external: [/^cloudflare:/, /^node:/], preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result as Rollup.RollupOutput];
  all = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  entry = all.find((c) => c.isEntry)!;
}, 240_000);

/** The modules of the entry chunk and of every chunk it imports statically. */
function evaluatedAtStart(): string[] {
  const byName = new Map(all.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) if (byName.has(name)) stack.push(byName.get(name)!);
  }
  return [...seen].flatMap((name) => byName.get(name)!.moduleIds).map((id) => id.replace(root, ''));
}

it('the room starts without the site: the app comes behind a dynamic import', () => {
  const start = evaluatedAtStart();
  expect(start).toContain('worker/chat/chat-room.ts');
  expect(start.filter((id) => /^worker\/(app\.ts|routes\/|seo\/|services\/article-html\/)/.test(id))).toEqual([]);
  expect(all.some((c) => c.moduleIds.some((id) => id.endsWith('worker/app.ts')))).toBe(true);
});

it('the room starts without classic zod (it parses with zod/mini)', () => {
  const start = evaluatedAtStart();
  expect(start.filter((id) => /zod\/v4\/(classic|locales)\//.test(id))).toEqual([]);
  expect(start.some((id) => id.includes('zod/v4/mini/'))).toBe(true);
});
