#!/usr/bin/env node
/**
 * Saves the whole site to one .zip, the archive the console's 数据 page downloads:
 *
 *   npm run backup -- out.zip                        the local database (`npm start`'s)
 *   npm run backup -- out.zip --persist-to <dir>     another local state
 *   npm run backup -- out.zip --remote               the deployed D1 and R2
 *
 * The tool worker (worker/tools/backup.ts) runs the export service with the site's bindings and
 * streams the archive; it goes to the file as it arrives, never whole in memory. A failed export
 * leaves no file behind (an archive without its manifest could not be restored anyway).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startToolWorker, toolArgs } from './lib/tool-worker.mjs';

const { remote, persistTo, flags, rest } = toolArgs();

function usage(problem) {
  console.error(`${problem}\n\nusage: npm run backup -- <out.zip> [--remote] [--persist-to <dir>]`);
  process.exit(2);
}

const unknown = [...flags].filter((f) => f !== '--remote');
if (unknown.length) usage(`unknown option ${unknown.join(', ')}`);
if (rest.length !== 1) usage('where to? name the .zip to write');
if (remote && persistTo) usage('--remote and --persist-to exclude each other');
const [file] = rest;

const started = Date.now();
const tools = await startToolWorker({ remote, persistTo });
try {
  const res = await tools.call('backup');
  await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(file));
  const where = remote ? 'the deployed site' : `the local state${persistTo ? ` in ${persistTo}` : ''}`;
  console.log(`backup: ${where} saved to ${file} (${(size / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  await rm(file, { force: true });
  console.error(`backup: ${error.message.replace(/^backup: /, '')}`);
  process.exitCode = 1;
} finally {
  await tools.dispose();
}
