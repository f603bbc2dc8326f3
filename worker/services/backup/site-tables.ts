/**
 * Which D1 tables are the site's data, read from the database itself so a table
 * added by a later migration is carried without being listed here. Left out:
 * SQLite's and D1's own tables, `d1_migrations` (the manifest names the
 * migrations instead), full-text indexes and their shadow tables (rebuilt on
 * restore), counters of this deployment, and PRIVATE_TABLES (the signing key).
 */
import { PRIVATE_TABLES } from '../../db/private-tables';

/**
 * Rows that mean nothing on another deployment: rate-limit and login-guard windows,
 * site_meta, whose key is the edge cache's content version (a restore moves it on),
 * the challenge solutions already used (signed with this deployment's key), and the fingerprints
 * of the last day's writes (the write rules' repeat and burst windows, services/write-screen).
 */
const DEPLOYMENT_TABLES = ['rate_limit', 'site_meta', 'challenge_used', 'write_fingerprint'];

export interface SiteTable {
  name: string;
  columns: string[];
  /** tables this one's foreign keys point at: their rows go in first */
  parents: string[];
}

/** A name as an SQL identifier; names come from sqlite_master, never from an archive. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The exportable tables in dependency order (parents first, otherwise by name). */
export async function siteTables(d1: D1Database): Promise<SiteTable[]> {
  const { results } = await d1.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string; sql: string | null }>();
  const virtual = results.filter((t) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  const skip = (name: string) =>
    name.startsWith('sqlite_') ||
    name.startsWith('_cf_') ||
    name === 'd1_migrations' ||
    DEPLOYMENT_TABLES.includes(name) ||
    PRIVATE_TABLES.includes(name) ||
    virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const kept = results.filter((t) => !skip(t.name));
  for (const t of kept) if (/WITHOUT\s+ROWID/i.test(t.sql ?? '')) throw new Error(`数据表 ${t.name} 没有 rowid，无法分页导出`);
  if (!kept.length) return [];
  const info = await d1.batch(kept.flatMap((t) => [d1.prepare(`PRAGMA table_info(${ident(t.name)})`), d1.prepare(`PRAGMA foreign_key_list(${ident(t.name)})`)]));
  const tables = kept.map((t, i) => ({
    name: t.name,
    columns: (info[i * 2]!.results as { name: string }[]).map((c) => c.name),
    parents: [...new Set((info[i * 2 + 1]!.results as { table: string }[]).map((f) => f.table))].filter((p) => p !== t.name),
  }));
  return dependencyOrder(tables);
}

function dependencyOrder(tables: SiteTable[]): SiteTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const placed = new Set<string>();
  const order: SiteTable[] = [];
  const visit = (t: SiteTable, path: Set<string>) => {
    if (placed.has(t.name) || path.has(t.name)) return; // a cycle keeps the order it was found in
    path.add(t.name);
    for (const p of t.parents) {
      const parent = byName.get(p);
      if (parent) visit(parent, path);
    }
    placed.add(t.name);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

/** Names of the migrations this database has applied, in order (the table wrangler and the worker both write). */
export async function appliedMigrations(d1: D1Database): Promise<string[]> {
  try {
    const { results } = await d1.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
    return results.map((r) => r.name);
  } catch {
    return [];
  }
}
