import { asc, count, eq } from 'drizzle-orm';
import type { CategoryEntry, TagEntry } from '../../contract/article';
import type { Db } from '../db/client';
import { articles, articleTags, categories, tags } from '../db/schema';
import { isScheduled } from './published';

/**
 * Published counts from the kept ones (public_articles, migrations/0012_flat_counters.sql) less the
 * scheduled articles still waiting, which are few: no article is counted per request.
 */
function withPublishedCounts<T extends { id: number; public_articles: number }>(rows: T[], waiting: { id: number | null; n: number }[]) {
  const scheduled = new Map(waiting.map((w) => [w.id, w.n]));
  return rows.map(({ public_articles, ...row }) => ({ ...row, article_count: public_articles - (scheduled.get(row.id) ?? 0) }));
}

/** All categories with their published article counts (scheduled ones count once live), in id order. */
export async function listCategories(db: Db): Promise<CategoryEntry[]> {
  const [rows, waiting] = await db.batch([
    db.select({ id: categories.id, category_name: categories.category_name, public_articles: categories.public_articles }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: articles.category_id, n: count() }).from(articles).where(isScheduled).groupBy(articles.category_id),
  ]);
  return withPublishedCounts(rows, waiting);
}

/** All tags with their public article counts, in id order. */
export async function listTags(db: Db): Promise<TagEntry[]> {
  const [rows, waiting] = await db.batch([
    db.select({ id: tags.id, tag_name: tags.tag_name, public_articles: tags.public_articles }).from(tags).orderBy(asc(tags.id)),
    db
      .select({ id: articleTags.tag_id, n: count() })
      .from(articles)
      .innerJoin(articleTags, eq(articleTags.article_id, articles.id))
      .where(isScheduled)
      .groupBy(articleTags.tag_id),
  ]);
  return withPublishedCounts(rows, waiting);
}
