/** Writing seed rows into D1 in batches, and wiping the blog tables for --reset. */

const CHUNK = 40;

/** Inserts plain objects as rows (columns = the union of keys); returns how many were written. */
export async function insertRows(db, table, rows) {
  if (!rows.length) return 0;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const batch = rows.slice(i, i + CHUNK).map((row) => db.prepare(sql).bind(...columns.map((c) => row[c] ?? null)));
    await db.batch(batch);
  }
  return rows.length;
}

/** The administrator who owns every seeded file (demo pictures, the music library). */
export const SEED_FILE_OWNER = 1;

/** Records seeded R2 objects in stored_file ({ key, kind, size }); seeding again replaces the rows. */
export async function recordFiles(db, files) {
  const sql = 'INSERT OR REPLACE INTO stored_file (key, owner_id, kind, size) VALUES (?, ?, ?, ?)';
  for (let i = 0; i < files.length; i += CHUNK) {
    await db.batch(files.slice(i, i + CHUNK).map((f) => db.prepare(sql).bind(f.key, SEED_FILE_OWNER, f.kind, f.size)));
  }
}

/** Every table the demo content lives in (migrations' bookkeeping and rate limits excluded). */
const BLOG_TABLES = [
  'blog_article_tag', 'blog_article', 'blog_category', 'blog_tag', 'blog_comment', 'blog_config', 'blog_like',
  'blog_links', 'blog_message', 'blog_notify', 'blog_header', 'blog_photo', 'blog_photo_album', 'blog_talk_photo',
  'blog_talk', 'blog_user', 'blog_resource',
  // uploads of wiped accounts: without a row their files count as the administrator's, never as a new user's with the same id
  'stored_file',
  // the demo readers' accepted writes (issue 29's challenge): counts of the comments wiped with them
  'account_writes',
];

export async function wipeTables(db) {
  const existing = new Set((await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).results.map((r) => r.name));
  const statements = BLOG_TABLES.filter((t) => existing.has(t)).map((t) => db.prepare(`DELETE FROM "${t}"`));
  if (existing.has('article_search')) statements.push(db.prepare('DELETE FROM article_search'));
  if (existing.has('sqlite_sequence')) {
    statements.push(db.prepare(`DELETE FROM sqlite_sequence WHERE name IN (${BLOG_TABLES.map(() => '?').join(', ')})`).bind(...BLOG_TABLES));
  }
  await db.batch(statements);
}
