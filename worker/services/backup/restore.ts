/**
 * Restore a backup onto an empty site (empty-site.ts): the upload is staged in
 * R2, read once to check everything (inspect-archive.ts) and once to write it
 * (write-archive.ts); then sessions, the search index and the content version
 * are settled. A refusal writes nothing; a failure while writing empties the
 * site again and puts its leftovers (the /setup owner) back.
 */
import { DATA_ERROR_CODE, dataTexts, type RestoreSummary } from '../../../contract/admin-data';
import { ARTICLE_STATUS } from '../../../contract/admin-article';
import { AppError, fail } from '../../http/app-error';
import { reindexArticle } from '../search';
import { moveContentVersion } from '../content-version';
import { leftoverTables, notEmptyReason, takeLeftovers, type Leftovers } from './empty-site';
import { inspectArchive, type ArchivePlan } from './inspect-archive';
import { appliedMigrations, ident, siteTables, type SiteTable } from './site-tables';
import { openStaged, siteObjects, stageUpload } from './staging';
import { RowWriter, writeArchive } from './write-archive';
import { ZipError } from './zip-reader';

const refuse = (message: string) => fail(DATA_ERROR_CODE, message);

/** One restore at a time: a row in site_meta, taken atomically, stale after an hour. */
const LOCK_KEY = 'restore_running';
const LOCK_STALE_SECONDS = 3600;

async function takeLock(d1: D1Database): Promise<number | null> {
  const now = Math.floor(Date.now() / 1000);
  const row = await d1
    .prepare('INSERT INTO site_meta (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value WHERE site_meta.value < ?3 RETURNING value')
    .bind(LOCK_KEY, now, now - LOCK_STALE_SECONDS)
    .first<{ value: number }>();
  return row ? now : null;
}

const releaseLock = (d1: D1Database, taken: number) => d1.prepare('DELETE FROM site_meta WHERE key = ?1 AND value = ?2').bind(LOCK_KEY, taken).run();

/** Why the site would refuse a restore now, or '' (the console shows it before an upload). */
export async function restoreBlocker(d1: D1Database, bucket: R2Bucket): Promise<string> {
  const reason = await notEmptyReason(d1, bucket, await siteTables(d1));
  return reason ? dataTexts.notEmpty(reason) : '';
}

/** Archive problems reach the owner as refusals with their own words; anything else stays an error. */
function asRefusal(error: unknown): unknown {
  return error instanceof ZipError ? refuse(error.message) : error;
}

/** Public articles back into the full-text index, a page at a time, through the one indexing rule. */
async function rebuildSearchIndex(d1: D1Database): Promise<number> {
  await d1.prepare('DELETE FROM article_search').run();
  let indexed = 0;
  let after = 0;
  for (;;) {
    const { results } = await d1
      .prepare('SELECT id, article_title, article_content, status FROM blog_article WHERE id > ?1 ORDER BY id LIMIT 50')
      .bind(after)
      .all<{ id: number; article_title: string; article_content: string; status: number }>();
    if (!results.length) return indexed;
    await Promise.all(results.map((a) => reindexArticle(d1, a)));
    indexed += results.filter((a) => a.status === ARTICLE_STATUS.public).length;
    after = results[results.length - 1]!.id;
  }
}

/**
 * Whoever is logged in now (the /setup owner) must log in again with the archive's account:
 * every restored session version moves past the owner's, so no token of this site still fits.
 */
async function endSessions(d1: D1Database, leftovers: Leftovers, plan: ArchivePlan) {
  if (!plan.tables.get('blog_user')?.site.columns.includes('session_version')) return;
  const step = leftovers.ownerSessionVersion + 1;
  if (step > 0) await d1.prepare('UPDATE blog_user SET session_version = session_version + ?1').bind(step).run();
}

/** Back to the empty site it was: every exported table emptied, every object deleted, the leftovers put back. */
async function undo(d1: D1Database, bucket: R2Bucket, tables: SiteTable[], leftovers: Leftovers) {
  await d1.batch([...tables.map((t) => d1.prepare(`DELETE FROM ${ident(t.name)}`)), d1.prepare('DELETE FROM article_search')]);
  let keys: string[] = [];
  for await (const object of siteObjects(bucket)) {
    keys.push(object.key);
    if (keys.length === 1000) {
      await bucket.delete(keys);
      keys = [];
    }
  }
  if (keys.length) await bucket.delete(keys);
  for (const { table, rows } of leftovers.rows) {
    if (!rows.length) continue;
    const columns = Object.keys(rows[0]!);
    const writer = new RowWriter(d1, table, columns);
    for (const row of rows) await writer.add(columns.map((c) => row[c] ?? null), 0);
    await writer.flush();
  }
}

/** What the owner is told about a failure while writing: the archive's own words, or the kind of database refusal. */
function failureDetail(error: unknown): string {
  if (error instanceof AppError || error instanceof ZipError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return /constraint/i.test(message) ? dataTexts.constraint : dataTexts.writeFailed;
}

export async function restoreSite(d1: D1Database, bucket: R2Bucket, upload: { body: ReadableStream<Uint8Array> | null; length: number }): Promise<RestoreSummary> {
  const tables = await siteTables(d1);
  const lock = await takeLock(d1);
  if (lock === null) throw refuse(dataTexts.busy);
  try {
    const reason = await notEmptyReason(d1, bucket, tables);
    if (reason) throw refuse(dataTexts.notEmpty(reason));
    const staged = await stageUpload(bucket, upload.body, upload.length);
    try {
      const plan = await inspectArchive(await openStaged(bucket, staged), tables, await appliedMigrations(d1)).catch((e) => {
        throw asRefusal(e);
      });
      // the upload took a while: nobody may have written in the meantime
      const late = await notEmptyReason(d1, bucket, tables);
      if (late) throw refuse(dataTexts.notEmpty(late));
      const leftovers = await takeLeftovers(d1, tables);
      try {
        await d1.batch(leftoverTables(tables).map((t) => d1.prepare(`DELETE FROM ${ident(t.name)}`)));
        await writeArchive(d1, bucket, await openStaged(bucket, staged), plan);
        await endSessions(d1, leftovers, plan);
        const indexed = await rebuildSearchIndex(d1);
        await moveContentVersion(d1);
        return {
          tables: plan.manifest.tables.map((t) => ({ name: t.name, rows: t.rows })),
          objects: plan.manifest.objectCount,
          objectBytes: plan.manifest.objectBytes,
          indexed,
          createdAt: plan.manifest.createdAt,
        };
      } catch (error) {
        console.error('restore failed, undoing', error instanceof Error ? error.message : error);
        await undo(d1, bucket, tables, leftovers);
        throw refuse(dataTexts.failedUndone(failureDetail(error)));
      }
    } finally {
      await bucket.delete(staged);
    }
  } finally {
    await releaseLock(d1, lock);
  }
}
