#!/usr/bin/env node
/**
 * Restores a backup (from `npm run backup` or the console's 导出) onto an EMPTY site: a freshly
 * migrated database, or one where only /setup has run (its owner is replaced by the archive's
 * administrator; log in with that account afterwards):
 *
 *   npm run restore -- in.zip                        the local database (`npm start`'s)
 *   npm run restore -- in.zip --persist-to <dir>     another local state
 *   npm run restore -- in.zip --remote               the deployed D1 and R2
 *
 * The file is streamed to the tool worker (worker/tools/restore.ts), which runs the same restore
 * as the console: the whole archive is checked before anything is written, and a site with
 * content is refused.
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { startToolWorker, toolArgs } from './lib/tool-worker.mjs';

const { remote, persistTo, flags, rest } = toolArgs();

function usage(problem) {
  console.error(`${problem}\n\nusage: npm run restore -- <in.zip> [--remote] [--persist-to <dir>]`);
  process.exit(2);
}

const unknown = [...flags].filter((f) => f !== '--remote');
if (unknown.length) usage(`unknown option ${unknown.join(', ')}`);
if (rest.length !== 1) usage('which archive? name the .zip');
if (remote && persistTo) usage('--remote and --persist-to exclude each other');
const [file] = rest;
let size;
try {
  size = statSync(file).size;
} catch {
  usage(`${file} does not exist`);
}

const started = Date.now();
const tools = await startToolWorker({ remote, persistTo });
try {
  const res = await tools.call(`restore?size=${size}`, Readable.toWeb(createReadStream(file)), { headers: { 'Content-Type': 'application/zip' } });
  const summary = await res.json();
  const where = remote ? 'the deployed site' : `the local state${persistTo ? ` in ${persistTo}` : ''}`;
  console.log(`restore: ${file} (made ${summary.createdAt}) restored onto ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const t of summary.tables) if (t.rows) console.log(`  ${t.name.padEnd(22)}${String(t.rows).padStart(8)} rows`);
  console.log(`  ${summary.objects} stored files (${(summary.objectBytes / 1024 / 1024).toFixed(1)} MB), ${summary.indexed} articles in the search index`);
  console.log('  log in with the archive\'s administrator account');
} catch (error) {
  console.error(`restore: ${error.message.replace(/^restore\?[^:]*: /, '')}`);
  process.exitCode = 1;
} finally {
  await tools.dispose();
}
