/**
 * Writing a plan so that the site holds all of it or none of it. D1 runs one
 * batch as one transaction, but a dump can be larger than one batch should
 * be; so the rows are first staged, over as many batches as they need, into
 * import_stage (a table nothing reads), and then one last batch of a few
 * statements moves them into the real tables, rebuilds their search rows,
 * records them in import_record, empties the stage and moves the content
 * version on. If that batch fails, nothing of it happened.
 */
import { searchRow } from '../search';
import type { Plan } from './plan';
import type { SqlRow } from './planner';
import { IMPORT_SOURCE, type InsertTable } from './tables';

/** Table order of the final inserts (no foreign keys here; this is only the order a reader expects). */
const INSERT_ORDER: InsertTable[] = [
  'blog_user', 'blog_category', 'blog_tag', 'blog_article', 'blog_article_tag', 'blog_talk', 'blog_talk_photo', 'blog_photo_album',
  'blog_photo', 'blog_message', 'blog_links', 'blog_comment', 'blog_like', 'blog_notify', 'blog_header', 'blog_resource',
];
/** Staged rows that are not inserts of their own table. */
const HEADER_UPDATE = 'blog_header:update';
const SEARCH = 'article_search';
const RECORD = 'import_record';

// 4 bound parameters per staged row keep a statement under D1's 100
const ROWS_PER_STATEMENT = 20;
const BYTES_PER_STATEMENT = 400_000;
const STATEMENTS_PER_BATCH = 25;
/** Staged rows of a run that died are removed by a later import once they are this old. */
const STALE_STAGE = '-1 day';
/** The key edge-cache.ts reads the content version under (http/edge-cache.ts VERSION_KEY). */
const CONTENT_VERSION = 'content_version';

const column = (name: string) => {
  // names come from this code, never from the dump; the check keeps it that way
  if (!/^\w+$/.test(name)) throw new Error(`unexpected column name ${name}`);
  return `"${name}"`;
};
const extract = (name: string) => `json_extract(row, '$.${name}')`;

type Staged = { target: string; row: SqlRow };

function stagedRows(plan: Plan): Staged[] {
  const staged: Staged[] = [];
  for (const table of INSERT_ORDER) for (const row of plan.inserts.get(table) ?? []) staged.push({ target: table, row });
  for (const update of plan.headerUpdates) staged.push({ target: HEADER_UPDATE, row: update });
  for (const article of plan.inserts.get('blog_article') ?? []) {
    const search = searchRow(article as { id: number; article_title: string; article_content: string; status: number });
    if (search) staged.push({ target: SEARCH, row: search });
  }
  for (const record of plan.records) staged.push({ target: RECORD, row: { ...record } });
  return staged;
}

async function stage(d1: D1Database, run: string, staged: Staged[]) {
  let statements: D1PreparedStatement[] = [];
  let part: { seq: number; target: string; json: string }[] = [];
  let bytes = 0;
  const flushPart = () => {
    if (!part.length) return;
    const sql = `INSERT INTO import_stage (run, seq, target, row) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}`;
    statements.push(d1.prepare(sql).bind(...part.flatMap((p) => [run, p.seq, p.target, p.json])));
    part = [];
    bytes = 0;
  };
  const flushBatch = async () => {
    flushPart();
    if (statements.length) await d1.batch(statements);
    statements = [];
  };
  for (const [seq, { target, row }] of staged.entries()) {
    const json = JSON.stringify(row);
    if (part.length && (part.length >= ROWS_PER_STATEMENT || bytes + json.length > BYTES_PER_STATEMENT)) flushPart();
    if (statements.length >= STATEMENTS_PER_BATCH) await flushBatch();
    part.push({ seq, target, json });
    bytes += json.length;
  }
  await flushBatch();
}

/** The last batch: every staged row into its place, in one transaction. */
function swap(d1: D1Database, run: string, plan: Plan): D1PreparedStatement[] {
  const from = (target: string) => `FROM import_stage WHERE run = ?1 AND target = '${target}' ORDER BY seq`;
  const statements: D1PreparedStatement[] = [];
  for (const table of INSERT_ORDER) {
    const first = plan.inserts.get(table)?.[0];
    if (!first) continue;
    const names = Object.keys(first);
    // a link between an article and a tag is a fact: one that exists already is simply there
    const verb = table === 'blog_article_tag' ? 'INSERT OR IGNORE' : 'INSERT';
    statements.push(d1.prepare(`${verb} INTO "${table}" (${names.map(column).join(', ')}) SELECT ${names.map(extract).join(', ')} ${from(table)}`).bind(run));
  }
  if (plan.headerUpdates.length) {
    statements.push(
      d1
        .prepare(
          `UPDATE blog_header SET bg_url = s.bg_url, updatedAt = s.at
           FROM (SELECT ${extract('id')} AS id, ${extract('bg_url')} AS bg_url, ${extract('updatedAt')} AS at ${from(HEADER_UPDATE)}) AS s
           WHERE blog_header.id = s.id`,
        )
        .bind(run),
    );
  }
  if (plan.config && 'update' in plan.config) {
    const entries = Object.entries(plan.config.values);
    statements.push(d1.prepare(`UPDATE blog_config SET ${entries.map(([k]) => `${column(k)} = ?`).join(', ')} WHERE id = ?`).bind(...entries.map(([, v]) => v), plan.config.update));
  } else if (plan.config) {
    const entries = Object.entries(plan.config.insert);
    statements.push(d1.prepare(`INSERT INTO blog_config (${entries.map(([k]) => column(k)).join(', ')}) VALUES (${entries.map(() => '?').join(', ')})`).bind(...entries.map(([, v]) => v)));
  }
  statements.push(
    d1.prepare(`INSERT INTO article_search (rowid, title, body) SELECT ${extract('rowid')}, ${extract('title')}, ${extract('body')} ${from(SEARCH)}`).bind(run),
    d1
      .prepare(
        `INSERT INTO import_record (source, source_table, source_id, target_id)
         SELECT ?2, ${extract('source_table')}, ${extract('source_id')}, ${extract('target_id')} ${from(RECORD)}`,
      )
      .bind(run, IMPORT_SOURCE),
    d1.prepare('DELETE FROM import_stage WHERE run = ?1').bind(run),
    d1.prepare('INSERT INTO site_meta (key, value) VALUES (?1, 1) ON CONFLICT(key) DO UPDATE SET value = value + 1 RETURNING value').bind(CONTENT_VERSION),
  );
  return statements;
}

const hasWork = (plan: Plan) => plan.records.length > 0 || plan.headerUpdates.length > 0 || plan.config !== null;

/**
 * Writes the plan; answers the new content version, or null when there was
 * nothing to write (a run over a dump imported before), in which case the
 * site is not touched at all.
 */
export async function writePlan(d1: D1Database, plan: Plan): Promise<number | null> {
  if (!hasWork(plan)) return null;
  await d1.prepare(`DELETE FROM import_stage WHERE createdAt < strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours', ?)`).bind(STALE_STAGE).run();
  const run = crypto.randomUUID();
  try {
    await stage(d1, run, stagedRows(plan));
    const results = await d1.batch(swap(d1, run, plan));
    const version = results.at(-1)?.results[0] as { value: number } | undefined;
    return version?.value ?? null;
  } catch (error) {
    await d1.prepare('DELETE FROM import_stage WHERE run = ?').bind(run).run().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the import was rolled back, nothing was written (${reason}); if the site changed while it ran, run it again`, { cause: error });
  }
}
