/**
 * What the chat room's isolate compiles when it starts, read from the worker
 * that wrangler serves and deploys (scripts/lib/build-worker.mjs): the room's
 * own modules at the script's top level, the site inside one function that
 * only the first page request calls. A busy room meets the collector's full
 * pauses, which grow with what its isolate holds: the room must not hold the
 * site's routes and renderers or classic zod's schemas and locales
 * (docs/architecture.md, "What keeps the chat room fast").
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { buildWorker } from '../../scripts/lib/build-worker.mjs';

let built: Awaited<ReturnType<typeof buildWorker>>;
let topLevel: Set<string>;
let insideSite: Set<string>;

/** Names declared by a list of statements (functions, classes, variables), not looking inside them. */
function declared(statements: ts.NodeArray<ts.Statement>): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const s of statements) {
    if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) names.add(s.name.text);
    if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) bind(d.name);
  }
  return names;
}

beforeAll(async () => {
  built = await buildWorker({ outDir: 'dist/chat-room-graph-test' });
  const source = ts.createSourceFile('index.js', readFileSync(built.file, 'utf8'), ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  topLevel = declared(source.statements);
  const loadSite = source.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'loadSite');
  insideSite = loadSite?.body ? declared(loadSite.body.statements) : new Set();
}, 240_000);

it('the room is at the top level and the site is not: its modules are bundled inside loadSite()', () => {
  expect(built.entryInputs).toContain('worker/chat/chat-room.ts');
  expect(built.entryInputs.filter((id) => /^worker\/(app\.ts|routes\/|seo\/|services\/article-html\/)/.test(id))).toEqual([]);
  expect(built.siteInputs).toContain('worker/app.ts');
  expect(topLevel.has('ChatRoom')).toBe(true);
  // functions of the site's routes, services and renderers are declared in the function, never beside the room
  for (const name of ['chatSocket', 'signingSecret', 'prerenderHtml']) {
    expect(insideSite.has(name), name).toBe(true);
    expect(topLevel.has(name), name).toBe(false);
  }
  // the room's script is a small part of the whole
  expect(topLevel.size * 4).toBeLessThan(insideSite.size);
});

it('the room starts without classic zod (it parses with zod/mini)', () => {
  expect(built.entryInputs.filter((id) => /zod\/v4\/(classic|locales)\//.test(id))).toEqual([]);
  expect(built.entryInputs.some((id) => id.includes('zod/v4/mini/'))).toBe(true);
});

it('the room reads D1 with its own statements: no drizzle, no hono', () => {
  // drizzle was two thirds of the room's code, for three queries (db/d1-statements.ts)
  expect(built.entryInputs.filter((id) => /node_modules\/(drizzle-orm|hono)\//.test(id))).toEqual([]);
  expect(built.entryInputs.filter((id) => id.startsWith('worker/db/schema'))).toEqual([]);
  expect(built.siteInputs.some((id) => id.includes('node_modules/drizzle-orm/'))).toBe(true);
});

it('the site gets the runtime modules it requires from the entry, and nothing else', () => {
  for (const name of built.siteRequires) expect(name).toMatch(/^(cloudflare:|node:)?[a-z_/]+$/);
  expect(readFileSync(built.file, 'utf8')).toMatch(/throw new Error\("the site required a module the build did not pass: "/);
});
