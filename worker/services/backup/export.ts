/**
 * The whole site as one zip (archive-layout.ts), produced while it is sent:
 * pages of rows and R2 objects go into the archive as they are read, so
 * nothing holds a whole table, a whole object or the archive.
 */
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest } from '../../../contract/admin-data';
import { chinaTime } from '../../db/time';
import { MANIFEST, OBJECTS_PREFIX, partName } from './archive-layout';
import { Crc32 } from './crc32';
import { appliedMigrations, ident, siteTables, type SiteTable } from './site-tables';
import { siteObjects } from './staging';
import { ZipWriter } from './zip-writer';

/** A part of a table's rows is closed past this many bytes of JSON. */
const PART_BYTES = 1024 * 1024;
/** Rows per read adapt so one read returns about this much. */
const PAGE_BYTES = 256 * 1024;

const encoder = new TextEncoder();

type Row = Record<string, unknown>;

/** A table's rows by rowid (keyset paging: each read starts after the last rowid seen). */
async function* tableRows(d1: D1Database, table: SiteTable): AsyncGenerator<Row[]> {
  let after: number | null = null;
  let limit = 200;
  for (;;) {
    const where = after === null ? '' : 'WHERE rowid > ?1';
    const statement = d1.prepare(`SELECT rowid AS "__rowid__", * FROM ${ident(table.name)} ${where} ORDER BY rowid LIMIT ${limit}`);
    const { results }: D1Result<Row> = await (after === null ? statement : statement.bind(after)).all<Row>();
    if (!results.length) return;
    after = Number(results[results.length - 1]!.__rowid__);
    const rows = results.map(({ __rowid__, ...row }: Row) => row);
    yield rows;
    if (results.length < limit) return;
    const bytes = rows.reduce((n: number, r: Row) => n + JSON.stringify(r).length, 0);
    limit = Math.max(10, Math.min(1000, Math.round((limit * PAGE_BYTES) / Math.max(1, bytes))));
  }
}

function rowLine(table: string, row: Row): string {
  for (const [column, value] of Object.entries(row)) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') throw new Error(`数据表 ${table} 的列 ${column} 含有无法导出的二进制值`);
  }
  return `${JSON.stringify(row)}\n`;
}

async function crcOf(bucket: R2Bucket, object: R2Object): Promise<number> {
  const body = await bucket.get(object.key, { onlyIf: { etagMatches: object.etag } });
  if (!body || !('body' in body)) throw new Error(`文件 ${object.key} 在导出过程中被修改`);
  const crc = new Crc32();
  const reader = body.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return crc.digest();
    crc.update(value);
  }
}

async function* archive(d1: D1Database, bucket: R2Bucket): AsyncGenerator<Uint8Array> {
  const zip = new ZipWriter();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: chinaTime(),
    migrations: await appliedMigrations(d1),
    tables: [],
    objects: [],
    objectCount: 0,
    objectBytes: 0,
  };
  for (const table of await siteTables(d1)) {
    let parts = 0;
    let rows = 0;
    let lines: string[] = [];
    let size = 0;
    const flush = function* () {
      if (!lines.length) return;
      yield* zip.file(partName(table.name, ++parts), encoder.encode(lines.join('')));
      lines = [];
      size = 0;
    };
    for await (const page of tableRows(d1, table)) {
      for (const row of page) {
        const line = rowLine(table.name, row);
        lines.push(line);
        size += line.length;
        rows += 1;
        if (size >= PART_BYTES) yield* flush();
      }
    }
    yield* flush();
    manifest.tables.push({ name: table.name, columns: table.columns, rows, parts });
  }
  // each body is read twice: once for the CRC its header carries, once into the archive
  for await (const object of siteObjects(bucket)) {
    const crc = await crcOf(bucket, object);
    const body = await bucket.get(object.key, { onlyIf: { etagMatches: object.etag } });
    if (!body || !('body' in body)) throw new Error(`文件 ${object.key} 在导出过程中被修改`);
    yield* zip.stored(OBJECTS_PREFIX + object.key, object.size, crc, body.body);
    manifest.objects.push({ key: object.key, size: object.size, contentType: object.httpMetadata?.contentType ?? '' });
    manifest.objectCount += 1;
    manifest.objectBytes += object.size;
  }
  yield* zip.file(MANIFEST, encoder.encode(JSON.stringify(manifest)));
  yield* zip.finish();
}

/**
 * The archive as a byte stream, produced as it is read (pull): a slow reader
 * slows the export instead of filling memory. An error ends the stream, so the
 * archive lacks its manifest and a restore refuses it.
 */
export function exportArchive(d1: D1Database, bucket: R2Bucket): ReadableStream<Uint8Array> {
  const chunks = archive(d1, bucket);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        console.error('export failed', error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The download's file name: the site's time, so several backups sort by date. */
export const archiveFileName = () => `blog-backup-${chinaTime().replace(/[-: ]/g, '').replace(/^(\d{8})/, '$1-')}.zip`;
