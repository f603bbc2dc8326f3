/**
 * Local D1 + R2 bindings for node scripts, backed by the same files `wrangler dev` uses.
 * getPlatformProxy is given a copy of wrangler.toml reduced to the storage
 * bindings: with the ChatRoom Durable Object in it, workerd warns on every run
 * that the class is not exported (true, and irrelevant to seeding).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { getPlatformProxy } from 'wrangler';
import path from 'node:path';
import { ROOT, rootPath } from './dev-env.mjs';

const KEEP_TABLES = new Set(['[[d1_databases]]', '[[r2_buckets]]', '[vars]']);

export function storageOnlyConfig(toml) {
  let keep = true;
  return toml
    .split('\n')
    .filter((line) => {
      const header = line.trim();
      if (header.startsWith('[')) keep = KEEP_TABLES.has(header);
      else if (keep && /^main\s*=/.test(header)) return false;
      return keep;
    })
    .join('\n');
}

/** @param {string} [persistTo] a wrangler --persist-to folder; default .wrangler/state */
export async function localStorageProxy(persistTo) {
  const configPath = rootPath('.wrangler', 'tmp', 'storage-only.wrangler.toml');
  await mkdir(rootPath('.wrangler', 'tmp'), { recursive: true });
  await writeFile(configPath, storageOnlyConfig(await readFile(rootPath('wrangler.toml'), 'utf8')));
  return getPlatformProxy({ configPath, persist: { path: persistTo ? path.resolve(ROOT, persistTo, 'v3') : rootPath('.wrangler', 'state', 'v3') }, remoteBindings: false });
}
