/**
 * tests/worker/setup.ts migrates every file's database before it starts; the first-run tests need
 * the database a fresh deploy has instead: no tables, no migration record.
 */
import { env } from 'cloudflare:workers';

const tableNames = async (where: string) =>
  (await env.DB.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ${where}`).all<{ name: string }>()).results.map(
    (row) => row.name,
  );

export async function emptyDatabase(): Promise<void> {
  // virtual tables first: dropping one drops its shadow tables, which may not be dropped on their own
  const statements = (await tableNames("AND sql LIKE 'CREATE VIRTUAL TABLE%'")).map((name) => env.DB.prepare(`DROP TABLE "${name}"`));
  if (statements.length) await env.DB.batch(statements);
  const rest = await tableNames('');
  if (rest.length) await env.DB.batch(rest.map((name) => env.DB.prepare(`DROP TABLE "${name}"`)));
  const left = await tableNames('');
  if (left.length) throw new Error(`tables left after emptying: ${left.join(', ')}`);
}

/** Everything the migrations made, to compare two ways of making it. */
export async function schemaOf(): Promise<{ type: string; name: string; sql: string | null }[]> {
  const { results } = await env.DB.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name",
  ).all<{ type: string; name: string; sql: string | null }>();
  return results;
}

export async function migrationRecord(): Promise<{ id: number; name: string }[]> {
  return (await env.DB.prepare('SELECT id, name FROM d1_migrations ORDER BY id').all<{ id: number; name: string }>()).results;
}
