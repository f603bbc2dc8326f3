import { asc, sql } from 'drizzle-orm';
import type { CategoryEntry, TagEntry } from '../../contract/article';
import type { Db } from '../db/client';
import { categories, tags } from '../db/schema';
import { publishedSql } from './published';

/** All categories with their published article counts (scheduled ones count once live), in id order. */
export async function listCategories(db: Db): Promise<CategoryEntry[]> {
  return db
    .select({
      id: categories.id,
      category_name: categories.category_name,
      article_count: sql<number>`(SELECT count(*) FROM blog_article a WHERE a.category_id = "blog_category"."id" AND ${sql.raw(publishedSql('a'))})`,
    })
    .from(categories)
    .orderBy(asc(categories.id))
    .all();
}

/** All tags with their public article counts, in id order. */
export async function listTags(db: Db): Promise<TagEntry[]> {
  return db
    .select({
      id: tags.id,
      tag_name: tags.tag_name,
      article_count: sql<number>`(SELECT count(*) FROM blog_article_tag at JOIN blog_article a ON a.id = at.article_id
        WHERE at.tag_id = "blog_tag"."id" AND ${sql.raw(publishedSql('a'))})`,
    })
    .from(tags)
    .orderBy(asc(tags.id))
    .all();
}
