/** What every script that drives wrangler/vite shares: paths, an offline env, child processes. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const rootPath = (...parts) => path.join(ROOT, ...parts);

const bin = (name) => rootPath('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
export const WRANGLER = bin('wrangler');
export const VITE = bin('vite');

/** There is no internet here and no account: wrangler must neither phone home nor prompt. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // whoever starts wrangler from a script has built the web app already (wrangler.toml [build])
  EDGE_BLOG_SKIP_BUILD: '1',
};
Object.assign(process.env, { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' });

/** Runs a command to completion with inherited stdio; rejects with its exit code. */
export function run(command, args, { env = OFFLINE_ENV, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})\n${output}`), { code }));
    });
  });
}

/** "YYYY-MM-DD HH:mm:ss" in China time, the format every timestamp column uses. */
export function chinaTime(date = new Date()) {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
