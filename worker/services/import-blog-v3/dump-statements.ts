/**
 * The two kinds of statement a dump holds that matter here: INSERT (the rows)
 * and CREATE TABLE (the column order, for an INSERT written without a column
 * list). Everything else (DROP, SET, LOCK, ALTER, …) is nobody's business.
 */
import { type DumpValue, SqlCursor } from './sql-cursor';

export type DumpStatement =
  | { kind: 'insert'; table: string; columns: string[] | null; rows: DumpValue[][] | null }
  | { kind: 'create'; table: string; columns: string[] };

const NOT_A_COLUMN = new Set(['PRIMARY', 'UNIQUE', 'KEY', 'INDEX', 'CONSTRAINT', 'FULLTEXT', 'SPATIAL', 'CHECK', 'FOREIGN', 'PERIOD']);

function columnList(cursor: SqlCursor): string[] {
  cursor.expect('(');
  const columns: string[] = [];
  do columns.push(cursor.identifier());
  while (cursor.take(','));
  cursor.expect(')');
  return columns;
}

function tuple(cursor: SqlCursor): DumpValue[] {
  cursor.expect('(');
  const values: DumpValue[] = [];
  if (cursor.take(')')) return values;
  do values.push(cursor.value());
  while (cursor.take(','));
  cursor.expect(')');
  return values;
}

function insert(cursor: SqlCursor, wanted: (table: string) => boolean): DumpStatement {
  for (const modifier of ['LOW_PRIORITY', 'DELAYED', 'HIGH_PRIORITY', 'IGNORE', 'INTO']) cursor.takeWord(modifier);
  const table = cursor.tableName();
  // the rows of tables nobody imports are not even read
  if (!wanted(table)) return { kind: 'insert', table, columns: null, rows: null };
  const columns = cursor.peek() === '(' ? columnList(cursor) : null;
  if (!cursor.takeWord('VALUES') && !cursor.takeWord('VALUE')) {
    cursor.fail(`only INSERT … VALUES is understood (table ${table})`);
  }
  const rows: DumpValue[][] = [];
  do rows.push(tuple(cursor));
  while (cursor.take(','));
  // what may follow (AS alias, ON DUPLICATE KEY UPDATE …) changes nothing for a fresh import
  if (!cursor.done() && !['AS', 'ON'].includes(cursor.peekWord())) cursor.fail(`unexpected text after the rows of ${table}`);
  return { kind: 'insert', table, columns, rows };
}

function createTable(cursor: SqlCursor): DumpStatement | null {
  cursor.takeWord('TEMPORARY');
  if (!cursor.takeWord('TABLE')) return null;
  if (cursor.takeWord('IF')) {
    cursor.takeWord('NOT');
    cursor.takeWord('EXISTS');
  }
  const table = cursor.tableName();
  // CREATE TABLE … LIKE / AS SELECT: no column list to learn
  if (!cursor.take('(')) return null;
  const columns: string[] = [];
  do {
    const c = cursor.peek();
    if (c === '`' || c === '"' || !NOT_A_COLUMN.has(cursor.peekWord())) columns.push(cursor.identifier());
    cursor.skipDefinition();
  } while (cursor.take(','));
  cursor.expect(')');
  return { kind: 'create', table, columns };
}

/**
 * The statement's meaning, or null for one to ignore. `wanted` names the
 * tables whose rows are read; the rows of other tables are skipped unparsed.
 * Throws DumpSyntaxError for an INSERT or CREATE TABLE it cannot read.
 */
export function parseStatement(sql: string, wanted: (table: string) => boolean): DumpStatement | null {
  const cursor = new SqlCursor(sql);
  const verb = cursor.peekWord();
  if (verb === 'INSERT' || verb === 'REPLACE') {
    cursor.takeWord(verb);
    return insert(cursor, wanted);
  }
  if (verb === 'CREATE') {
    cursor.takeWord(verb);
    return createTable(cursor);
  }
  return null;
}
