/**
 * The bookkeeping of a plan: which dump row became which row here (new,
 * matched to an existing one, or imported by an earlier run), the rows to
 * insert, the records to keep, and the summary that tells the owner.
 * Decisions per table live in plan.ts.
 */
import type { SourceDump } from './dump-reader';
import { IdAllocator } from './id-allocator';
import type { SiteState } from './site-state';
import { readSourceRow, type SourceRow, type SourceTable } from './source-tables';
import type { ImportSummary, TableCounts } from './summary';
import { type InsertTable, TARGET_TABLE, type TargetTable } from './tables';

type SqlValue = string | number | null;
export type SqlRow = Record<string, SqlValue>;

export interface ImportRecord {
  source_table: SourceTable;
  source_id: number;
  target_id: number;
}

export class Planner {
  readonly inserts = new Map<InsertTable, SqlRow[]>();
  readonly records: ImportRecord[] = [];
  readonly problems: string[] = [];
  readonly summary: ImportSummary;
  /** source table → source id → the row's id here */
  private readonly targets = new Map<SourceTable, Map<number, number>>();
  private readonly allocators = new Map<TargetTable, IdAllocator>();

  constructor(
    readonly dump: SourceDump,
    readonly site: SiteState,
    /** "YYYY-MM-DD HH:mm:ss" for rows the dump gives no time */
    readonly now: string,
  ) {
    this.summary = {
      owner: null,
      tables: {},
      remapped: {},
      matched: [],
      skipped: [],
      ignoredTables: Object.fromEntries(dump.ignored),
      notes: [],
      images: null,
      written: false,
      contentVersion: null,
    };
  }

  counts(table: SourceTable): TableCounts {
    return (this.summary.tables[table] ??= { read: 0, imported: 0, matched: 0, already: 0, skipped: 0 });
  }

  /**
   * The table's readable rows in id order. A row the schema refuses, or a
   * second row with the same id, is skipped here with the reason.
   */
  rows<T extends SourceTable>(table: T): SourceRow<T>[] {
    const raw = this.dump.rows.get(table) ?? [];
    this.counts(table).read = raw.length;
    const seen = new Set<number>();
    const rows: SourceRow<T>[] = [];
    for (const record of raw) {
      const read = readSourceRow(table, record);
      const rawId = Number(record.id);
      if ('problem' in read) this.skip(table, Number.isInteger(rawId) ? rawId : null, read.problem);
      else if (seen.has(read.row.id)) this.skip(table, read.row.id, 'a second row with the same id');
      else {
        seen.add(read.row.id);
        rows.push(read.row);
      }
    }
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The id here of a dump row, if it was imported, matched or recorded earlier. */
  target(table: SourceTable, sourceId: number | null | undefined): number | undefined {
    return sourceId ? this.targets.get(table)?.get(sourceId) : undefined;
  }

  private remember(table: SourceTable, sourceId: number, targetId: number) {
    if (!this.targets.has(table)) this.targets.set(table, new Map());
    this.targets.get(table)!.set(sourceId, targetId);
  }

  /** True (and remembered) when an earlier run imported this row: it is left as it is. */
  already(table: SourceTable, sourceId: number): boolean {
    const target = this.site.recorded.get(table)?.get(sourceId);
    if (target === undefined) return false;
    this.remember(table, sourceId, target);
    this.counts(table).already++;
    return true;
  }

  /** The id a new row of this table gets here (kept when free). */
  allocate(table: keyof typeof TARGET_TABLE, sourceId: number): number {
    const target = TARGET_TABLE[table];
    let allocator = this.allocators.get(target);
    if (!allocator) {
      const site = this.site.ids.get(target) ?? { taken: new Set<number>(), max: 0 };
      const dumpIds = Object.entries(TARGET_TABLE)
        .filter(([, t]) => t === target)
        .flatMap(([source]) => (this.dump.rows.get(source as SourceTable) ?? []).map((r) => Number(r.id)).filter(Number.isInteger));
      allocator = new IdAllocator(site.taken, site.max, dumpIds);
      this.allocators.set(target, allocator);
    }
    const id = allocator.take(sourceId);
    if (id !== sourceId) (this.summary.remapped[table] ??= []).push([sourceId, id]);
    return id;
  }

  /** A new row here for a dump row. */
  insert(table: SourceTable, into: InsertTable, sourceId: number, targetId: number, row: SqlRow) {
    if (!this.inserts.has(into)) this.inserts.set(into, []);
    this.inserts.get(into)!.push(row);
    this.remember(table, sourceId, targetId);
    this.records.push({ source_table: table, source_id: sourceId, target_id: targetId });
    this.counts(table).imported++;
  }

  /** A dump row that is an existing row here: references follow it, nothing is inserted. */
  match(table: SourceTable, sourceId: number, targetId: number, name: string) {
    this.remember(table, sourceId, targetId);
    this.records.push({ source_table: table, source_id: sourceId, target_id: targetId });
    this.counts(table).matched++;
    this.summary.matched.push({ table, id: sourceId, name, targetId });
  }

  skip(table: SourceTable, sourceId: number | null, reason: string) {
    this.counts(table).skipped++;
    this.summary.skipped.push({ table, id: sourceId, reason });
  }

  note(text: string) {
    this.summary.notes.push(text);
  }

  /** A reason to import nothing; all of them are reported together. */
  refuse(problem: string) {
    this.problems.push(problem);
  }

  /** created/updated times: the dump's, or the import's own moment. */
  stamps(row: { createdAt: string | null; updatedAt: string | null }) {
    const createdAt = row.createdAt ?? this.now;
    return { createdAt, updatedAt: row.updatedAt ?? createdAt };
  }
}
