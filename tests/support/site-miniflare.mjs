/**
 * The built site on Miniflare itself, with nothing in front: what `wrangler dev`
 * runs, without its dev proxy. Bindings, Durable Objects, assets and rules come
 * from wrangler.toml through wrangler's own translation
 * (unstable_getMiniflareWorkerOptions), and state lives where `wrangler dev
 * --persist-to` keeps it, so seeded copies and the CLI's states serve as they are.
 */
import path from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/**
 * @param {{ persist: string, assets: string, main: string, port?: number, vars?: Record<string, string>, quiet?: boolean }} options
 *   port: where it listens (0 or none: no fixed port, for dispatchFetch); quiet: no request log
 */
export function siteMiniflare({ persist, assets, main, port = 0, vars = {}, quiet = false }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml', undefined, { overrides: { assets: { directory: path.resolve(assets) } } });
  return new Miniflare({
    host: '127.0.0.1',
    port,
    // `wrangler dev --persist-to X` keeps D1, R2 and the Durable Objects under X/v3
    defaultPersistRoot: path.resolve(persist, 'v3'),
    // no request to Cloudflare for the `cf` object (CLOUDFLARE_CF_FETCH_ENABLED=false for wrangler)
    cf: false,
    log: new Log(quiet ? LogLevel.WARN : LogLevel.INFO),
    workers: [{ name: 'edge-blog', ...workerOptions, modules: true, scriptPath: path.resolve(main), modulesRoot: path.dirname(path.resolve(main)), bindings: { ...workerOptions.bindings, ...vars } }],
  });
}
