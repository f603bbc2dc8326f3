/**
 * The restore's first pass: the whole archive is read and checked before
 * anything is written — every entry's CRC, every row against this site's
 * tables and columns, the manifest against what the archive holds, the
 * migrations against this site's. What it answers is what the second pass
 * (write-archive.ts) needs: the manifest and, per table, its columns.
 */
import { BACKUP_VERSION, backupManifest, DATA_ERROR_CODE, dataTexts, type BackupManifest } from '../../../contract/admin-data';
import { ROLE_ADMIN } from '../../../contract/session';
import { fail } from '../../http/app-error';
import { issueMessage } from '../../http/validate';
import { isHashOutsideParameters } from '../password';
import { MANIFEST, OBJECTS_PREFIX, PART_ENTRY } from './archive-layout';
import { textLines } from './json-lines';
import type { SiteTable } from './site-tables';
import { objectKeyProblem, objectTypeProblem } from './object-rules';
import { zipEntries } from './zip-reader';

/** A row longer than this is not one this site wrote (D1 rows stop at 2 MB). */
export const MAX_LINE = 8 * 1024 * 1024;
const MAX_MANIFEST = 64 * 1024 * 1024;

export interface ArchivePlan {
  manifest: BackupManifest;
  /** the archive's tables by name: this site's table and the columns the archive's rows carry */
  tables: Map<string, { site: SiteTable; columns: string[] }>;
  contentTypes: Map<string, string>;
}

const refuse = (message: string) => fail(DATA_ERROR_CODE, message);

/** One line of a table part as a row: an object of scalars whose keys are the table's columns. */
export function parseRow(line: string, table: string, lineNo: number): Record<string, string | number | null> {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw refuse(dataTexts.badRow(table, lineNo));
  }
  if (!row || typeof row !== 'object' || Array.isArray(row)) throw refuse(dataTexts.badRow(table, lineNo));
  for (const value of Object.values(row)) {
    if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) throw refuse(dataTexts.badRow(table, lineNo));
  }
  return row as Record<string, string | number | null>;
}

async function readAll(chunks: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > max) throw refuse(dataTexts.badManifest('文件过大'));
    parts.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface TableSeen {
  site: SiteTable;
  columns: string[] | null;
  rows: number;
  parts: number;
  order: number;
}

export async function inspectArchive(stream: ReadableStream<Uint8Array>, site: SiteTable[], siteMigrations: string[]): Promise<ArchivePlan> {
  const siteByName = new Map(site.map((t) => [t.name, t]));
  const seen = new Map<string, TableSeen>();
  const objects = new Map<string, number>();
  let current: string | null = null;
  let manifest: BackupManifest | null = null;
  let usableAdmin = false;

  for await (const entry of zipEntries(stream)) {
    if (manifest) throw refuse(dataTexts.badEntry(entry.name));
    const part = PART_ENTRY.exec(entry.name);
    if (part) {
      const [, name, number] = part as unknown as [string, string, string];
      const table = siteByName.get(name);
      if (!table) throw refuse(dataTexts.unknownTable(name));
      let state = seen.get(name);
      if (!state) seen.set(name, (state = { site: table, columns: null, rows: 0, parts: 0, order: seen.size }));
      else if (current !== name) throw refuse(dataTexts.countMismatch(`数据表 ${name} 的分段不连续`));
      current = name;
      if (Number(number) !== state.parts + 1) throw refuse(dataTexts.countMismatch(`数据表 ${name} 缺少第 ${state.parts + 1} 段`));
      state.parts += 1;
      const known = new Set(table.columns);
      for await (const line of textLines(entry.read(), MAX_LINE, () => refuse(dataTexts.badRow(name, state.rows + 1)))) {
        if (!line) continue;
        state.rows += 1;
        const row = parseRow(line, name, state.rows);
        const keys = Object.keys(row);
        if (!state.columns) {
          for (const key of keys) if (!known.has(key)) throw refuse(dataTexts.unknownColumn(name, key));
          if (!keys.length) throw refuse(dataTexts.badRow(name, state.rows));
          state.columns = keys;
        } else if (keys.length !== state.columns.length || state.columns.some((c) => !(c in row))) {
          const stray = keys.find((k) => !known.has(k));
          throw refuse(stray ? dataTexts.unknownColumn(name, stray) : dataTexts.badRow(name, state.rows));
        }
        if (name === 'blog_user' && typeof row.password === 'string' && isHashOutsideParameters(row.password)) {
          throw refuse(dataTexts.badPasswordHash(state.rows, String(row.username ?? '')));
        }
        if (name === 'blog_user' && Number(row.role) === ROLE_ADMIN && !Number(row.disabled ?? 0) && typeof row.password === 'string' && row.password) usableAdmin = true;
      }
    } else if (entry.name.startsWith(OBJECTS_PREFIX)) {
      const key = entry.name.slice(OBJECTS_PREFIX.length);
      const problem = objectKeyProblem(key);
      if (problem) throw refuse(problem);
      if (objects.has(key)) throw refuse(dataTexts.countMismatch(`文件 ${key} 出现了两次`));
      current = null;
      let size = 0;
      for await (const chunk of entry.read()) size += chunk.length;
      objects.set(key, size);
    } else if (entry.name === MANIFEST) {
      const text = new TextDecoder().decode(await readAll(entry.read(), MAX_MANIFEST));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw refuse(dataTexts.badManifest('不是 JSON'));
      }
      const parsed = backupManifest.safeParse(json);
      if (!parsed.success) throw refuse(dataTexts.badManifest(`${parsed.error.issues[0]?.path.join('.') || '内容'}：${issueMessage(parsed.error.issues[0])}`));
      manifest = parsed.data;
    } else throw refuse(dataTexts.badEntry(entry.name));
  }
  if (!manifest) throw refuse(dataTexts.noManifest);
  return checkManifest(manifest, { seen, objects, siteByName, siteMigrations, usableAdmin });
}

function checkManifest(
  manifest: BackupManifest,
  found: { seen: Map<string, TableSeen>; objects: Map<string, number>; siteByName: Map<string, SiteTable>; siteMigrations: string[]; usableAdmin: boolean },
): ArchivePlan {
  if (manifest.version > BACKUP_VERSION) throw refuse(dataTexts.newerFormat);
  const applied = new Set(found.siteMigrations);
  const newer = manifest.migrations.find((m) => !applied.has(m));
  if (newer) throw refuse(dataTexts.newerMigration(newer));

  const tables: ArchivePlan['tables'] = new Map();
  for (const t of manifest.tables) {
    const siteTable = found.siteByName.get(t.name);
    if (!siteTable) throw refuse(dataTexts.unknownTable(t.name));
    if (tables.has(t.name)) throw refuse(dataTexts.badManifest(`数据表 ${t.name} 出现了两次`));
    const stray = t.columns.find((c) => !siteTable.columns.includes(c));
    if (stray) throw refuse(dataTexts.unknownColumn(t.name, stray));
    const state = found.seen.get(t.name);
    if ((state?.rows ?? 0) !== t.rows || (state?.parts ?? 0) !== t.parts) throw refuse(dataTexts.countMismatch(`数据表 ${t.name} 应有 ${t.rows} 行，实有 ${state?.rows ?? 0} 行`));
    if (state?.columns && (state.columns.length !== t.columns.length || state.columns.some((c, i) => c !== t.columns[i]))) {
      throw refuse(dataTexts.countMismatch(`数据表 ${t.name} 的列与清单不同`));
    }
    tables.set(t.name, { site: siteTable, columns: t.columns });
  }
  for (const name of found.seen.keys()) if (!tables.has(name)) throw refuse(dataTexts.countMismatch(`数据表 ${name} 不在清单中`));
  // rows go in as the archive orders them, so a table must come after the tables its foreign keys name
  for (const [name, state] of found.seen) {
    for (const parent of state.site.parents) {
      const before = found.seen.get(parent);
      if (before && before.order > state.order) throw refuse(dataTexts.countMismatch(`数据表 ${name} 排在它引用的 ${parent} 之前`));
    }
  }

  const contentTypes = new Map<string, string>();
  for (const o of manifest.objects) {
    if (found.objects.get(o.key) !== o.size) throw refuse(dataTexts.countMismatch(`文件 ${o.key} 缺失或大小不符`));
    const problem = objectTypeProblem(o.key, o.contentType);
    if (problem) throw refuse(problem);
    contentTypes.set(o.key, o.contentType);
  }
  const bytes = manifest.objects.reduce((n, o) => n + o.size, 0);
  if (contentTypes.size !== found.objects.size || manifest.objectCount !== found.objects.size || manifest.objectBytes !== bytes) {
    throw refuse(dataTexts.countMismatch(`清单记录 ${manifest.objectCount} 个文件，实有 ${found.objects.size} 个`));
  }
  if (!tables.has('blog_user') || !found.usableAdmin) throw refuse(dataTexts.noAdmin);
  return { manifest, tables, contentTypes };
}
