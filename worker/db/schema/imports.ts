/** What importing another blog leaves behind (worker/services/import-blog-v3). */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * Every source row an import wrote or matched, and the row it became here: a
 * second run recognises them and changes nothing, and later rows of the same
 * source find what they refer to.
 */
export const importRecords = sqliteTable(
  'import_record',
  {
    source: text('source').notNull(),
    source_table: text('source_table').notNull(),
    source_id: integer('source_id').notNull(),
    target_id: integer('target_id').notNull(),
    createdAt: text('createdAt').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.source, t.source_table, t.source_id] })],
);

/**
 * Rows of an import on their way in: staged over as many batches as they
 * need, then moved into the real tables by one batch (one transaction), so a
 * site never holds half an import. Empty between imports.
 */
export const importStage = sqliteTable(
  'import_stage',
  {
    run: text('run').notNull(),
    seq: integer('seq').notNull(),
    target: text('target').notNull(),
    row: text('row').notNull(),
    createdAt: text('createdAt').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.run, t.seq] }), index('import_stage_target_idx').on(t.run, t.target)],
);
