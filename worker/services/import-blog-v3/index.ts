/**
 * Importing the original blog (blog-v3, MySQL) from a dump of its `blog_*`
 * tables: read the dump as it streams in, plan every row against the site as
 * it is (refusing before any write when a name cannot be taken), optionally
 * copy external pictures, then write everything at once (write.ts). Run from
 * the terminal: `npm run import:blog-v3 -- dump.sql` (worker/tools/import-blog-v3.ts).
 */
import { createDb } from '../../db/client';
import { chinaTime } from '../../db/time';
import { chunks } from '../../db/chunked';
import type { FetchImage } from '../image-variants/fetch-image';
import { copyImages, type CopiedImages } from './copy-images';
import { readDump } from './dump-reader';
import { planImport } from './plan';
import { readSiteState } from './site-state';
import type { ImportSummary } from './summary';
import { writePlan } from './write';

export { ImportRefused } from './summary';
export { DumpSyntaxError } from './sql-cursor';

export interface ImportOptions {
  /** fetch external pictures into R2 (with this fetch) */
  copyImages?: FetchImage;
  /** the original site's address: its /blog-images/<name> pictures are copied too */
  oldSite?: string;
}

/** Copied pictures of an import that did not happen are taken back. */
async function forget(d1: D1Database, bucket: R2Bucket, copied: CopiedImages) {
  if (!copied.keys.length) return;
  await bucket.delete(copied.keys);
  await d1.batch(chunks(copied.keys).map((part) => d1.prepare(`DELETE FROM stored_file WHERE key IN (${part.map(() => '?').join(',')})`).bind(...part)));
}

export async function importBlogV3(env: { DB: D1Database; BUCKET: R2Bucket }, dumpBody: ReadableStream<Uint8Array>, options: ImportOptions = {}): Promise<ImportSummary> {
  const dump = await readDump(dumpBody);
  const plan = planImport(dump, await readSiteState(env.DB, dump), chinaTime());
  const copied = options.copyImages ? await copyImages(plan, createDb(env.DB), env.BUCKET, options.copyImages, options.oldSite) : null;
  let version: number | null;
  try {
    version = await writePlan(env.DB, plan);
  } catch (error) {
    if (copied) await forget(env.DB, env.BUCKET, copied).catch(() => undefined);
    throw error;
  }
  return {
    ...plan.summary,
    images: copied && { copied: copied.copied, failed: copied.failed },
    written: version !== null,
    contentVersion: version,
  };
}
