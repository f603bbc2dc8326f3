#!/usr/bin/env node
/**
 * Imports Hexo/Hugo posts (Markdown with YAML `---` or TOML `+++` front matter) and the pictures
 * beside them as the owner's articles, like the console's Markdown import:
 *
 *   npm run import:markdown -- source/_posts                 a folder (zipped here first)
 *   npm run import:markdown -- posts.zip                     a .zip of one
 *   npm run import:markdown -- post.md                       a single post
 *   npm run import:markdown -- <…> --persist-to <dir>        another local state
 *   npm run import:markdown -- <…> --remote                  the deployed D1 and R2
 *
 * The tool worker (worker/tools/import-markdown.ts) runs the import service with the site's
 * bindings. A post whose title is already on the site is skipped, so running it again adds nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { startToolWorker, toolArgs } from './lib/tool-worker.mjs';

const { remote, persistTo, flags, rest } = toolArgs();

function usage(problem) {
  console.error(`${problem}\n\nusage: npm run import:markdown -- <folder | file.zip | post.md> [--remote] [--persist-to <dir>]`);
  process.exit(2);
}

const unknown = [...flags].filter((f) => !['--remote', '--json'].includes(f));
if (unknown.length) usage(`unknown option ${unknown.join(', ')}`);
if (rest.length !== 1) usage('what to import? name a folder, a .zip or a .md file');
if (remote && persistTo) usage('--remote and --persist-to exclude each other');
const [source] = rest;

/** Every file under a folder, by its path inside it (hidden files and folders left out). */
function folderFiles(dir, prefix = '') {
  const files = {};
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const inside = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(files, folderFiles(dir, inside));
    else if (entry.isFile()) files[inside] = [readFileSync(path.join(dir, inside)), { level: /\.(md|markdown)$/i.test(entry.name) ? 6 : 0 }];
  }
  return files;
}

let zip;
try {
  const stat = statSync(source);
  if (stat.isDirectory()) zip = zipSync(folderFiles(source));
  else if (/\.zip$/i.test(source)) zip = readFileSync(source);
  else if (/\.(md|markdown)$/i.test(source)) zip = zipSync({ [path.basename(source)]: readFileSync(source) });
  else usage(`${source} is neither a folder, a .zip nor a .md file`);
} catch (error) {
  if (error.code === 'ENOENT') usage(`${source} does not exist`);
  throw error;
}

const tools = await startToolWorker({ remote, persistTo });
try {
  const res = await tools.call('import-markdown', zip, { headers: { 'Content-Type': 'application/zip' } });
  const summary = await res.json();
  if (flags.has('--json')) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(`import:markdown: ${summary.created.length} imported, ${summary.skipped.length} skipped, ${summary.images.uploaded} pictures uploaded`);
    for (const c of summary.created) console.log(`  + ${c.title}${c.draft ? ' (草稿)' : ''}  ← ${c.file}`);
    for (const s of summary.skipped) console.log(`  - ${s.title || s.file}: ${s.reason}${s.title ? `  (${s.file})` : ''}`);
    if (summary.images.missing.length) console.log('  pictures not imported (their references were kept):');
    for (const m of summary.images.missing) console.log(`    ${m.file}: ${m.ref} (${m.reason})`);
  }
} catch (error) {
  console.error(`import:markdown: ${error.message.replace(/^import-markdown: /, '')}`);
  process.exitCode = 1;
} finally {
  await tools.dispose();
}
