/**
 * "Readers can see it": public status and, for scheduled articles, a
 * publish time that has passed (China-time text compares as time).
 * The one definition every public article query uses.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import type { Db } from '../db/client';
import { articles, articleTags, siteMeta } from '../db/schema';

const NOW_TEXT = `strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')`;
const NOW_CHINA = sql.raw(NOW_TEXT);

export const isPublished = and(
  eq(articles.status, ARTICLE_STATUS.public),
  sql`(${articles.publish_at} IS NULL OR ${articles.publish_at} <= ${NOW_CHINA})`,
)!;

/** The same rule for raw SQL over `blog_article` aliased as `alias`. */
export const publishedSql = (alias: string) =>
  `${alias}.status = ${ARTICLE_STATUS.public} AND (${alias}.publish_at IS NULL OR ${alias}.publish_at <= ${NOW_TEXT})`;

/** The rule as a column (1 or 0), for a read that also serves the administrator. */
export const publishedFlag = sql<number>`CASE WHEN ${isPublished} THEN 1 ELSE 0 END`;

/**
 * Public articles still waiting for their time: few, found through article_scheduled_idx. Counts of
 * published articles are the kept count of public ones (migrations/0012_flat_counters.sql) less these.
 */
export const isScheduled = and(eq(articles.status, ARTICLE_STATUS.public), sql`${articles.publish_at} > ${NOW_CHINA}`)!;

/** isScheduled for raw SQL over `blog_article` aliased as `alias`. */
export const scheduledSql = (alias: string) => `${alias}.status = ${ARTICLE_STATUS.public} AND ${alias}.publish_at > ${NOW_TEXT}`;

/** How many scheduled articles pass `filter` (a condition on "blog_article"), as a subquery. */
export const scheduledCount = (filter: SQL = sql`1`) => sql<number>`(SELECT count(*) FROM ${articles} WHERE ${isScheduled} AND ${filter})`;

/** The rule on a tag link's copies of its article's status and publish time (kept by the same migration's triggers). */
export const linkPublished = and(
  eq(articleTags.article_status, ARTICLE_STATUS.public),
  sql`(${articleTags.article_publish_at} IS NULL OR ${articleTags.article_publish_at} <= ${NOW_CHINA})`,
)!;

/** site_meta keys of the counts the database keeps (public articles count scheduled ones too). */
export const COUNTERS = { publicArticles: 'public_articles', categories: 'category_count', tags: 'tag_count', users: 'user_count' } as const;

/** One row: how many articles readers can see; none when the counter row is missing (publishedTotalOf puts it back). */
export const publishedTotal = (db: Db) =>
  db
    .select({ n: sql<number>`${siteMeta.value} - ${scheduledCount()}` })
    .from(siteMeta)
    .where(eq(siteMeta.key, COUNTERS.publicArticles));

/**
 * Puts back counter rows someone removed (nothing in the site does; a hand-edited database might):
 * each row's insert trigger counts it afresh.
 */
export async function ensureCounters(db: Db) {
  await db.insert(siteMeta).values(Object.values(COUNTERS).map((key) => ({ key, value: 0 }))).onConflictDoNothing().run();
}

/** The total of a publishedTotal read, recounted once if the counter row was missing. */
export async function publishedTotalOf(db: Db, rows: { n: number }[]): Promise<number> {
  if (rows[0]) return rows[0].n;
  await ensureCounters(db);
  return (await publishedTotal(db))[0]?.n ?? 0;
}
