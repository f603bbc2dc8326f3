#!/usr/bin/env node
/**
 * Fills the LOCAL D1 database and R2 bucket that `wrangler dev` uses
 * (.wrangler/state/v3) with the demo blog: users, articles, talks, albums,
 * links, message board, comments, likes, notifications, banners and config.
 *
 *   node scripts/seed.mjs           seed once; does nothing when a config row already exists
 *   node scripts/seed.mjs --reset   wipe every blog table and seed again
 *
 * Runs in-process through wrangler's getPlatformProxy (lib/storage-proxy.mjs) (one workerd, batched
 * statements), so it takes a second or two rather than one CLI call per row.
 * Migrations must be applied first (`npm start` does that).
 */
import { putDemoImages } from './demo-images.mjs';
import { ROOT } from './lib/dev-env.mjs';
import { insertRows, wipeTables } from './lib/d1-write.mjs';
import { rebuildSearchIndex } from './lib/search-index.mjs';
import { localStorageProxy } from './lib/storage-proxy.mjs';
import { seedMusic } from './music/seed-music.mjs';
import { buildSeed, DEMO_LOGINS } from './seed-data/index.mjs';

process.chdir(ROOT);

const reset = process.argv.includes('--reset');
// --persist-to <dir>: seed another local state (wrangler's flag of the same name), e.g. the e2e one
const persistAt = process.argv.indexOf('--persist-to');
const { env, dispose } = await localStorageProxy(persistAt > 0 ? process.argv[persistAt + 1] : undefined);

try {
  const seeded = await env.DB.prepare('SELECT id FROM blog_config LIMIT 1').first().catch((error) => {
    throw new Error(`the local database has no tables yet: run "npx wrangler d1 migrations apply DB --local" first (${error.message})`);
  });
  const existing = seeded ? 1 : await countContent(env.DB);
  if (existing && !reset) {
    console.log(
      seeded
        ? 'seed: the local database already has blog content; nothing to do (use --reset to start over)'
        : `seed: skipped: the local database has no site config but already holds ${existing} users/articles; ` +
            'run "node scripts/seed.mjs --reset" to replace them with the demo blog',
    );
  } else {
    const started = Date.now();
    if (reset) await wipeTables(env.DB);
    const served = await putDemoImages(env.BUCKET, env.DB);
    const tables = await buildSeed();
    assertImagesExist(tables, served);
    let rows = 0;
    for (const [table, list] of tables) rows += await insertRows(env.DB, table, list);
    const indexed = await rebuildSearchIndex(env.DB);
    console.log(`seed: ${rows} rows, ${served.size} demo pictures${indexed ? `, ${indexed} articles indexed for search` : ''} in ${Date.now() - started} ms`);
    for (const { role, username, password } of DEMO_LOGINS) console.log(`  ${role}: ${username} / ${password}`);
  }
  // the music library seeds on its own, so a database seeded before it existed still gets songs
  const songs = await seedMusic(env, { reset });
  if (songs) console.log(`seed: music library with ${songs} demo songs`);
} finally {
  await dispose();
}

/** Rows someone created through the app before any seed (ids would collide with the demo's). */
async function countContent(db) {
  const row = await db.prepare('SELECT (SELECT COUNT(*) FROM blog_user) + (SELECT COUNT(*) FROM blog_article) AS n').first();
  return row?.n ?? 0;
}

/** A typo in a demo image name would show as a broken picture; fail the seed instead. */
function assertImagesExist(tables, served) {
  const missing = new Set();
  for (const [, list] of tables) {
    for (const match of JSON.stringify(list).matchAll(/\/img\/demo\/[\w.-]+/g)) if (!served.has(match[0])) missing.add(match[0]);
  }
  if (missing.size) throw new Error(`seed refers to demo images that are not generated: ${[...missing].join(', ')}`);
}
