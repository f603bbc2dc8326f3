/**
 * The restore's second pass, over an archive inspect-archive.ts has accepted:
 * rows go in table by table in the archive's (dependency) order, many rows to
 * a statement and many statements to a batch, every value a bound parameter;
 * then each object is streamed into R2 with its content type from the manifest.
 */
import { rowsPerInsert } from '../../db/chunked';
import { MANIFEST, OBJECTS_PREFIX, PART_ENTRY } from './archive-layout';
import { MAX_LINE, parseRow, type ArchivePlan } from './inspect-archive';
import { textLines } from './json-lines';
import { ident } from './site-tables';
import { zipEntries } from './zip-reader';

const STATEMENTS_PER_BATCH = 50;
const BYTES_PER_BATCH = 1024 * 1024;

/** Collects rows of one table into multi-row INSERTs and sends them in batches. */
export class RowWriter {
  private rows: unknown[][] = [];
  private statements: D1PreparedStatement[] = [];
  private bytes = 0;
  private readonly perInsert: number;
  written = 0;

  constructor(
    private readonly d1: D1Database,
    private readonly table: string,
    private readonly columns: string[],
  ) {
    this.perInsert = rowsPerInsert(columns.length);
  }

  async add(values: unknown[], size: number) {
    this.rows.push(values);
    this.bytes += size;
    if (this.rows.length >= this.perInsert) this.seal();
    if (this.statements.length >= STATEMENTS_PER_BATCH || this.bytes >= BYTES_PER_BATCH) await this.flush();
  }

  private seal() {
    if (!this.rows.length) return;
    const tuple = `(${this.columns.map(() => '?').join(', ')})`;
    const sql = `INSERT INTO ${ident(this.table)} (${this.columns.map(ident).join(', ')}) VALUES ${this.rows.map(() => tuple).join(', ')}`;
    this.statements.push(this.d1.prepare(sql).bind(...this.rows.flat()));
    this.written += this.rows.length;
    this.rows = [];
  }

  async flush() {
    this.seal();
    if (!this.statements.length) return;
    await this.d1.batch(this.statements);
    this.statements = [];
    this.bytes = 0;
  }
}

async function putObject(bucket: R2Bucket, key: string, size: number, contentType: string, chunks: AsyncIterable<Uint8Array>) {
  const fixed = new FixedLengthStream(size);
  const writer = fixed.writable.getWriter();
  const put = bucket.put(key, fixed.readable, contentType ? { httpMetadata: { contentType } } : undefined);
  try {
    for await (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await put.catch(() => undefined);
    throw error;
  }
  await put;
}

export async function writeArchive(d1: D1Database, bucket: R2Bucket, stream: ReadableStream<Uint8Array>, plan: ArchivePlan): Promise<void> {
  let writer: RowWriter | null = null;
  let writerTable = '';
  for await (const entry of zipEntries(stream)) {
    const part = PART_ENTRY.exec(entry.name);
    if (part) {
      const name = part[1]!;
      const { site, columns } = plan.tables.get(name)!;
      if (writerTable !== name) {
        await writer?.flush();
        writer = new RowWriter(d1, site.name, columns);
        writerTable = name;
      }
      let lineNo = 0;
      for await (const line of textLines(entry.read(), MAX_LINE, () => new Error(`table ${name} changed between passes`))) {
        if (!line) continue;
        const row = parseRow(line, name, ++lineNo);
        await writer!.add(
          columns.map((c) => row[c] ?? null),
          line.length,
        );
      }
    } else if (entry.name.startsWith(OBJECTS_PREFIX)) {
      await writer?.flush();
      const key = entry.name.slice(OBJECTS_PREFIX.length);
      await putObject(bucket, key, entry.size, plan.contentTypes.get(key) ?? '', entry.read());
    } else if (entry.name !== MANIFEST) throw new Error(`unexpected entry ${entry.name} in the second pass`);
  }
  await writer?.flush();
}
