/**
 * A dump, read as it streams in: statements one at a time, the rows of the
 * original blog's tables kept as column → value records, everything else
 * counted and dropped.
 */
import { parseStatement } from './dump-statements';
import { canonicalColumn, defaultColumns, isSourceTable, type SourceTable } from './source-tables';
import { type DumpValue, DumpSyntaxError } from './sql-cursor';
import { StatementSplitter } from './statement-splitter';

type DumpRecord = Record<string, DumpValue>;

export interface SourceDump {
  rows: Map<SourceTable, DumpRecord[]>;
  /** INSERT statements into tables the original blog does not have, per table */
  ignored: Map<string, number>;
}

class DumpCollector {
  readonly dump: SourceDump = { rows: new Map(), ignored: new Map() };
  /** column orders learnt from the dump's own CREATE TABLE statements */
  private readonly created = new Map<string, string[]>();

  statement(sql: string) {
    // table names compare case-insensitively, as MySQL on Windows and macOS has them
    const statement = parseStatement(sql, (name) => isSourceTable(name.toLowerCase()));
    if (!statement) return;
    const table = statement.table.toLowerCase();
    if (statement.kind === 'create') return void this.created.set(table, statement.columns);
    if (!isSourceTable(table) || !statement.rows) {
      this.dump.ignored.set(statement.table, (this.dump.ignored.get(statement.table) ?? 0) + 1);
      return;
    }
    const columns = (statement.columns ?? this.created.get(table) ?? defaultColumns(table)).map((c) => canonicalColumn(table, c));
    const list = this.dump.rows.get(table) ?? [];
    for (const values of statement.rows) {
      if (values.length !== columns.length) {
        throw new DumpSyntaxError(
          `${table}: row ${list.length + 1} has ${values.length} values for ${columns.length} columns (${columns.join(', ')})` +
            (statement.columns ? '' : '; the INSERT names no columns and the dump has no matching CREATE TABLE'),
        );
      }
      list.push(Object.fromEntries(columns.map((c, k) => [c, values[k]!])));
    }
    this.dump.rows.set(table, list);
  }
}

/** Reads a whole dump from a byte stream (UTF-8, as mysqldump and Navicat write it). */
export async function readDump(stream: ReadableStream<Uint8Array>): Promise<SourceDump> {
  const splitter = new StatementSplitter();
  const collector = new DumpCollector();
  // stream: true keeps a character cut between two chunks for the next one
  const decoder = new TextDecoder('utf-8');
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    for (const sql of splitter.push(decoder.decode(part.value, { stream: true }))) collector.statement(sql);
  }
  for (const sql of [...splitter.push(decoder.decode()), ...splitter.end()]) collector.statement(sql);
  return collector.dump;
}

