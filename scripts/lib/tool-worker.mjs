/**
 * Starts worker/tools/index.ts in workerd (wrangler's unstable_startWorker) with the site's own
 * bindings, so a terminal command runs the same TypeScript services the console runs:
 *   local (default)  the state `npm start` uses (.wrangler/state), or --persist-to <dir>
 *   --remote         the deployed D1 database and R2 bucket (found by the names in wrangler.toml;
 *                    needs `npx wrangler login`)
 * The tool worker listens on 127.0.0.1 on a free port for the life of the script only.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { OFFLINE_ENV, rootPath, WRANGLER } from './dev-env.mjs';

/** Reads --remote and --persist-to <dir> from argv; returns the remaining positional arguments too. */
export function toolArgs(argv = process.argv.slice(2)) {
  const rest = [];
  const flags = new Set();
  let persistTo;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--persist-to') persistTo = argv[++i];
    else if (argv[i].startsWith('--')) flags.add(argv[i]);
    else rest.push(argv[i]);
  }
  // `npm run` starts scripts in the repository root: files are named from where the command was typed
  const here = (p) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
  return { remote: flags.has('--remote'), persistTo: persistTo && here(persistTo), flags, rest: rest.map(here) };
}

/**
 * @param {{ remote?: boolean, persistTo?: string }} [options]
 * @returns {Promise<{ call: (tool: string, body?: BodyInit | null, init?: RequestInit) => Promise<Response>, dispose: () => Promise<void> }>}
 */
export async function startToolWorker({ remote = false, persistTo } = {}) {
  Object.assign(process.env, { EDGE_BLOG_SKIP_BUILD: '1', WRANGLER_SEND_METRICS: 'false' });
  if (!remote) process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  // wrangler is loaded here, not at the top: it takes seconds, and a wrong call (a usage error, a
  // missing file) is answered before any of it
  const { unstable_startWorker } = await import('wrangler');
  const worker = await unstable_startWorker({
    config: rootPath('wrangler.toml'),
    entrypoint: rootPath('worker/tools/index.ts'),
    bindings: remote ? await remoteBindings() : undefined,
    dev: {
      persist: persistTo ? path.resolve(persistTo) : rootPath('.wrangler', 'state'),
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: false,
      watch: false,
      logLevel: 'warn',
    },
  });
  await worker.ready;
  return {
    async call(tool, body = null, init = {}) {
      const response = await worker.fetch(`http://tools.local/${tool}`, { method: 'POST', body, duplex: 'half', ...init });
      if (!response.ok) throw new Error(`${tool}: ${await response.text()}`);
      return response;
    },
    dispose: () => worker.dispose(),
  };
}

/** The deployed database and bucket, by the names wrangler.toml gives them (wrangler provisioned them on deploy). */
async function remoteBindings() {
  const run = promisify(execFile);
  const { stdout } = await run(WRANGLER, ['d1', 'info', 'edge-blog', '--json'], { cwd: rootPath(), env: { ...OFFLINE_ENV, CLOUDFLARE_CF_FETCH_ENABLED: 'true' } });
  const info = JSON.parse(stdout);
  return {
    DB: { type: 'd1', database_name: 'edge-blog', database_id: info.uuid, remote: true },
    BUCKET: { type: 'r2_bucket', bucket_name: 'edge-blog-images', remote: true },
  };
}
