/**
 * Builds the worker that wrangler serves and deploys (wrangler.toml `main`):
 * worker/index.ts with the site (worker/app.ts and everything it imports)
 * inside one function that runs on the first page request.
 *
 * Why: the chat room's Durable Object runs in an isolate that evaluates the
 * worker's whole script but serves no page. A plain bundle puts every
 * module's functions at the script's top level, so that isolate compiles
 * and keeps tens of thousands of them, and every full collection (a busy
 * room meets one every second or so) pauses longer for them. Inside a
 * function, V8 only pre-parses the site until the function is first called:
 * the room's isolate keeps the room's code and one uncompiled function.
 *
 * The site is bundled as CommonJS text and placed in a function body (the
 * way Node wraps a CommonJS module); its few runtime imports (`node:crypto`
 * for bcryptjs, anything `cloudflare:` or `node:`) are passed in as static
 * ESM imports of the entry. Then the entry is bundled with the same options
 * wrangler's own bundler uses; wrangler bundles the result once more when it
 * serves or deploys it, which keeps the function as it is.
 *
 * `npm test` (vitest in workerd) and `npm run dev` run worker/index.ts from
 * source instead, where `import('./app')` is an ordinary lazy import.
 */
import * as esbuild from 'esbuild';
import { builtinModules } from 'node:module';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './dev-env.mjs';

/** Where wrangler.toml's `main` points. */
export const WORKER_OUT = 'dist/worker';

const ENTRY = 'worker/index.ts';
const SITE = 'worker/app.ts';

const nodeBuiltin = new RegExp(`^(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?$`);

/**
 * Node's modules are the runtime's (nodejs_compat), always by their `node:` name: every way wrangler
 * bundles the result (deploy, dev, unstable_startWorker) takes that one as it is.
 */
const runtimeModulesPlugin = {
  name: 'runtime-modules',
  setup(build) {
    build.onResolve({ filter: /^(cloudflare|node):/ }, (args) => ({ path: args.path, external: true }));
    build.onResolve({ filter: nodeBuiltin }, (args) => ({ path: `node:${args.path}`, external: true }));
  },
};
const production = JSON.stringify('production');

/** wrangler 4's bundler options (deployment-bundle/bundle.ts), so the build behaves as `wrangler deploy` would. */
const shared = {
  absWorkingDir: ROOT,
  bundle: true,
  target: 'es2024',
  supported: { 'import-source': true },
  keepNames: true,
  conditions: ['workerd', 'worker', 'browser'],
  // migrations/*.sql are text (wrangler.toml [[rules]])
  loader: { '.js': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx', '.sql': 'text' },
  define: { 'process.env.NODE_ENV': production, 'global.process.env.NODE_ENV': production, 'globalThis.process.env.NODE_ENV': production },
  logLevel: 'warning',
  metafile: true,
};

/** The modules an output carries code of (the metafile's inputs also list those tree-shaken away). */
const bundled = (output) => Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([id]) => id);

/** The site as CommonJS text, and the runtime modules it requires. */
async function buildSite() {
  const result = await esbuild.build({ ...shared, entryPoints: [SITE], format: 'cjs', write: false, plugins: [runtimeModulesPlugin] });
  const [output] = Object.values(result.metafile.outputs);
  const requires = [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))].sort();
  return { text: result.outputFiles[0].text, requires, inputs: bundled(output) };
}

/** An ES module whose `loadSite()` evaluates the site and answers its exports. */
function siteModule({ text, requires }) {
  const imports = requires.map((name, i) => `import * as runtime${i} from ${JSON.stringify(name)};`);
  const table = requires.map((name, i) => `${JSON.stringify(name)}: runtime${i}`).join(', ');
  return `${imports.join('\n')}
const runtimeModules = { ${table} };
function require(name) {
  if (Object.hasOwn(runtimeModules, name)) return runtimeModules[name];
  throw new Error('the site required a module the build did not pass: ' + name);
}
export function loadSite() {
  const module = { exports: {} };
  const exports = module.exports;
${text}
  return module.exports;
}
`;
}

/** Resolves the entry's `import('./app')` to the wrapped site, evaluated when it is first imported. */
function wrappedSitePlugin(site) {
  return {
    name: 'wrapped-site',
    setup(build) {
      const entry = path.join(ROOT, ENTRY);
      // what worker/index.ts imports lazily: in the build, the function-wrapped site
      build.onResolve({ filter: /^\.\/app$/ }, (args) => (args.importer === entry ? { path: 'site', namespace: 'wrapped-site' } : undefined));
      build.onResolve({ filter: /^wrapped-site:module$/ }, () => ({ path: 'module', namespace: 'wrapped-site' }));
      build.onLoad({ filter: /^site$/, namespace: 'wrapped-site' }, () => ({
        contents: "import { loadSite } from 'wrapped-site:module';\nexport const { app } = loadSite();\n",
        loader: 'js',
      }));
      build.onLoad({ filter: /^module$/, namespace: 'wrapped-site' }, () => ({ contents: siteModule(site), loader: 'js', resolveDir: ROOT }));
    },
  };
}

/**
 * Writes `${outDir}/index.js`. Answers what went where: `entryInputs`, the
 * modules at the script's top level (the chat room's graph), and `siteInputs`,
 * the modules inside the site's function.
 */
export async function buildWorker({ outDir = WORKER_OUT } = {}) {
  const out = path.resolve(ROOT, outDir);
  rmSync(out, { recursive: true, force: true });
  const site = await buildSite();
  const result = await esbuild.build({
    ...shared,
    entryPoints: [ENTRY],
    format: 'esm',
    outfile: path.join(out, 'index.js'),
    plugins: [wrappedSitePlugin(site), runtimeModulesPlugin],
  });
  const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
  const entryInputs = bundled(output).filter((id) => !id.startsWith('wrapped-site:'));
  return { file: path.join(out, 'index.js'), entryInputs, siteInputs: site.inputs, siteRequires: site.requires };
}
