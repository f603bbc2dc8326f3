/**
 * "Readers can see it": public status and, for scheduled articles, a
 * publish time that has passed (China-time text compares as time).
 * The one definition every public article query uses.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import { articles } from '../db/schema';

const NOW_CHINA = sql.raw(`strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')`);

export const isPublished = and(
  eq(articles.status, ARTICLE_STATUS.public),
  sql`(${articles.publish_at} IS NULL OR ${articles.publish_at} <= ${NOW_CHINA})`,
)!;

/** The same rule for raw SQL over `blog_article` aliased as `alias`. */
export const publishedSql = (alias: string) =>
  `${alias}.status = ${ARTICLE_STATUS.public} AND (${alias}.publish_at IS NULL OR ${alias}.publish_at <= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;

/** The rule as a column (1 or 0), for a read that also serves the administrator. */
export const publishedFlag = sql<number>`CASE WHEN ${isPublished} THEN 1 ELSE 0 END`;
