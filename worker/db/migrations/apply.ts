/**
 * The worker migrates its own database: on the first request after a deploy it applies what
 * migrations/ holds and the database has not seen. The record is wrangler's own (table
 * d1_migrations, one row per file name), so `wrangler d1 migrations apply` and the worker each
 * skip what the other applied.
 */
import { MIGRATION_FILES, type MigrationFile } from './files';
import { splitSqlQuery } from './split-sql';

/** wrangler's statement, word for word (wrangler-dist/cli.js initMigrationsTable). */
const CREATE_RECORD = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** The names already applied, or null when the record table does not exist yet (a fresh database). */
async function appliedNames(db: D1Database): Promise<Set<string> | null> {
  try {
    const { results } = await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
    return new Set(results.map((row) => row.name));
  } catch (error) {
    if (/no such table/i.test(error instanceof Error ? error.message : String(error))) return null;
    throw error;
  }
}

class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Applies every pending file, in order, each in one batch (one transaction). Costs one query
 * when nothing is pending. Returns the names it applied.
 */
export async function applyPendingMigrations(db: D1Database, files: readonly MigrationFile[] = MIGRATION_FILES): Promise<string[]> {
  let applied = await appliedNames(db);
  if (!applied) {
    await db.prepare(CREATE_RECORD).run();
    applied = new Set();
  }
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file.name)) continue;
    // the record goes first: an applier racing this one (another isolate, another colo) fails on
    // the UNIQUE name, its whole batch rolls back, and it finds the file applied when it looks again
    const statements = [db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(file.name), ...splitSqlQuery(file.sql).map((query) => db.prepare(query))];
    try {
      await db.batch(statements);
      done.push(file.name);
    } catch (error) {
      if ((await appliedNames(db))?.has(file.name)) continue;
      throw new MigrationFailed(file.name, error);
    }
  }
  return done;
}
