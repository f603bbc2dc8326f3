import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

/**
 * D1 refuses a statement with 100 or more bound parameters. Id lists are cut
 * into parts of 40, which leaves room for the statement's other parameters (a
 * type, a status) even when a statement names the part twice.
 */
const ID_CHUNK = 40;

/** Rows per multi-row INSERT whose rows bind `paramsPerRow` parameters each, staying under the same bound. */
export const rowsPerInsert = (paramsPerRow: number) => Math.max(1, Math.floor((ID_CHUNK * 2) / paramsPerRow));

export function chunks<T>(list: readonly T[], size = ID_CHUNK): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

/** Rows of a read over an id list, one query per part, in the order of the parts. */
export async function readChunked<I, R>(ids: readonly I[], read: (part: I[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const part of chunks(ids)) rows.push(...(await read(part)));
  return rows;
}

type Statement = BatchItem<'sqlite'>;

/**
 * Writes over an id list (or the rows of an INSERT, with `size` from
 * rowsPerInsert): the statements of every part in one D1 batch, so the whole
 * list is changed in one transaction or not at all. `build` returns the
 * statements for one part; the answer holds each statement's result in order.
 */
export async function batchChunked<I>(db: Db, ids: readonly I[], build: (part: I[]) => Statement[], size = ID_CHUNK): Promise<unknown[]> {
  const statements = chunks(ids, size).flatMap(build);
  if (statements.length === 0) return [];
  return db.batch(statements as [Statement, ...Statement[]]);
}
