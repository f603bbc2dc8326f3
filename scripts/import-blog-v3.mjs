#!/usr/bin/env node
/**
 * Imports a MySQL dump of the original blog (blog-v3: its `blog_*` tables, as mysqldump or
 * Navicat writes them) into this site, which must already have its owner (after /setup, or the demo):
 *
 *   npm run import:blog-v3 -- dump.sql                          the local database (`npm start`'s)
 *   npm run import:blog-v3 -- dump.sql --persist-to <dir>       another local state
 *   npm run import:blog-v3 -- dump.sql --remote                 the deployed D1 and R2
 *   npm run import:blog-v3 -- dump.sql --no-copy-images         leave external pictures where they are
 *                                                               (by default they are copied into R2; a
 *                                                               page copies any left on its first view)
 *   npm run import:blog-v3 -- dump.sql --old-site=https://old.example
 *                                                               also copy the old site's /blog-images/… pictures
 *   npm run import:blog-v3 -- dump.sql --json                   print the summary as JSON
 *
 * The file is streamed to the tool worker (worker/tools/import-blog-v3.ts), which runs the
 * import service (worker/services/import-blog-v3/) with the site's own bindings: all of it is
 * written in one transaction or nothing is, and a second run changes nothing.
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { startToolWorker, toolArgs } from './lib/tool-worker.mjs';

// --copy-images is the default now; still accepted so older notes keep working
const KNOWN_FLAGS = new Set(['--remote', '--copy-images', '--no-copy-images', '--json']);
const { remote, persistTo, flags, rest } = toolArgs();

function usage(problem) {
  console.error(`${problem}\n\nusage: npm run import:blog-v3 -- <dump.sql> [--remote] [--no-copy-images] [--old-site=<address>] [--persist-to <dir>] [--json]`);
  process.exit(2);
}

const oldSite = [...flags].find((f) => f.startsWith('--old-site='))?.slice('--old-site='.length);
if (oldSite !== undefined && !/^https?:\/\/[^\s/]+\/?$/.test(oldSite)) usage('--old-site=<address> takes the old site\'s address, e.g. https://blog.example.com');
const unknown = [...flags].filter((f) => !KNOWN_FLAGS.has(f) && !f.startsWith('--old-site='));
if (unknown.length) usage(`unknown option ${unknown.join(', ')}`);
if (rest.length !== 1) usage(rest.length ? `one dump at a time (got ${rest.join(', ')})` : 'which dump? name the .sql file');
if (remote && persistTo) usage('--remote and --persist-to exclude each other');
const [file] = rest;
try {
  if (!statSync(file).isFile()) usage(`${file} is not a file`);
} catch {
  usage(`${file} does not exist`);
}

const pad = (value, width) => String(value).padStart(width);

function printSummary(summary, seconds) {
  const where = remote ? 'the deployed database' : `the local state${persistTo ? ` in ${persistTo}` : ''}`;
  if (!summary.written) console.log(`import:blog-v3: nothing new in ${file}: everything in it was imported before, ${where} is unchanged`);
  else console.log(`import:blog-v3: ${file} imported into ${where} in ${seconds} s (content version ${summary.contentVersion})`);
  if (summary.owner) console.log(`  owner: dump user ${summary.owner.sourceId} "${summary.owner.username}" is this site's owner (id ${summary.owner.targetId})`);
  console.log(`\n  ${'table'.padEnd(18)}${pad('read', 6)}${pad('new', 6)}${pad('matched', 9)}${pad('before', 8)}${pad('skipped', 9)}`);
  for (const [table, c] of Object.entries(summary.tables)) {
    if (c.read) console.log(`  ${table.padEnd(18)}${pad(c.read, 6)}${pad(c.imported, 6)}${pad(c.matched, 9)}${pad(c.already, 8)}${pad(c.skipped, 9)}`);
  }
  const remapped = Object.entries(summary.remapped);
  if (remapped.length) {
    console.log('\n  ids taken here, so these rows got new ones (dump id → id here):');
    for (const [table, pairs] of remapped) {
      const shown = pairs.slice(0, 20).map(([from, to]) => `${from}→${to}`).join(', ');
      console.log(`    ${table}: ${shown}${pairs.length > 20 ? ` … and ${pairs.length - 20} more (--json lists all)` : ''}`);
    }
  }
  if (summary.matched.length) {
    console.log('\n  became existing rows here:');
    for (const m of summary.matched) console.log(`    ${m.table} ${m.id} "${m.name}" → ${m.targetId}`);
  }
  if (summary.skipped.length) {
    console.log('\n  skipped:');
    for (const s of summary.skipped) console.log(`    ${s.table}${s.id === null ? '' : ` ${s.id}`}: ${s.reason}`);
  }
  const ignored = Object.entries(summary.ignoredTables);
  if (ignored.length) console.log(`\n  not the original blog's tables, ignored: ${ignored.map(([t, n]) => `${t} (${n} INSERT${n > 1 ? 's' : ''})`).join(', ')}`);
  if (summary.notes.length) {
    console.log('\n  notes:');
    for (const note of summary.notes) console.log(`    - ${note}`);
  }
  if (summary.images) {
    console.log(`\n  pictures: ${summary.images.copied} copied into R2${summary.images.failed.length ? `, ${summary.images.failed.length} kept their old address:` : ''}`);
    for (const f of summary.images.failed) console.log(`    ${f.url}: ${f.reason}`);
  }
}

const started = Date.now();
const tools = await startToolWorker({ remote, persistTo });
try {
  const body = Readable.toWeb(createReadStream(file));
  const res = await tools.call(`import-blog-v3?copy-images=${flags.has('--no-copy-images') ? 0 : 1}${oldSite ? `&old-site=${encodeURIComponent(oldSite)}` : ''}`, body, { headers: { 'Content-Type': 'application/sql' } });
  const summary = await res.json();
  if (flags.has('--json')) console.log(JSON.stringify(summary, null, 2));
  else printSummary(summary, ((Date.now() - started) / 1000).toFixed(1));
} catch (error) {
  // the tool worker's answer comes as "<tool path>: <text>"
  console.error(`import:blog-v3: ${error.message.replace(/^import-blog-v3\?[^:]*: /, '')}`);
  process.exitCode = 1;
} finally {
  await tools.dispose();
}
