/** Owner's console: categories and tags, each with how many articles use it. */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { taxonomyTexts, type TaxonomyRow } from '../../contract/admin-taxonomy';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { batchChunked, readChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { articles, articleTags, categories, tags } from '../db/schema';
import { containsText } from '../db/contains';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';


export async function listCategories(db: Db, current: number, size: number, name?: string): Promise<Page<TaxonomyRow>> {
  const where = name ? containsText(categories.category_name, name) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(categories).where(where),
    db
      .select({
        id: categories.id,
        name: categories.category_name,
        articleCount: sql<number>`(SELECT count(*) FROM blog_article a WHERE a.category_id = "blog_category"."id")`,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .where(where)
      .orderBy(desc(categories.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

export async function listTags(db: Db, current: number, size: number, name?: string): Promise<Page<TaxonomyRow>> {
  const where = name ? containsText(tags.tag_name, name) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(tags).where(where),
    db
      .select({
        id: tags.id,
        name: tags.tag_name,
        articleCount: sql<number>`(SELECT count(*) FROM blog_article_tag at WHERE at.tag_id = "blog_tag"."id")`,
        createdAt: tags.createdAt,
      })
      .from(tags)
      .where(where)
      .orderBy(desc(tags.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

export async function saveCategory(db: Db, name: string, id?: number) {
  const clash = await db.select({ id: categories.id }).from(categories).where(eq(categories.category_name, name)).get();
  if (clash && clash.id !== id) throw fail(ErrorCode.category, taxonomyTexts.categoryTaken);
  if (!id) return db.insert(categories).values({ category_name: name }).returning({ id: categories.id }).get();
  const res = await db.update(categories).set({ category_name: name, updatedAt: chinaTime() }).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!res[0]) throw fail(ErrorCode.category, taxonomyTexts.missing);
  return res[0];
}

/** A category that still holds articles is kept: deleting it would orphan them. */
export async function deleteCategories(db: Db, ids: number[]) {
  const used = await readChunked(ids, (part) => db.select({ id: articles.id }).from(articles).where(inArray(articles.category_id, part)).limit(1).all());
  if (used.length > 0) throw fail(ErrorCode.category, taxonomyTexts.categoryInUse);
  await batchChunked(db, ids, (part) => [db.delete(categories).where(inArray(categories.id, part))]);
  return true;
}

export async function saveTag(db: Db, name: string, id?: number) {
  const clash = await db.select({ id: tags.id }).from(tags).where(eq(tags.tag_name, name)).get();
  if (clash && clash.id !== id) throw fail(ErrorCode.tag, taxonomyTexts.tagTaken);
  if (!id) return db.insert(tags).values({ tag_name: name }).returning({ id: tags.id }).get();
  const res = await db.update(tags).set({ tag_name: name, updatedAt: chinaTime() }).where(eq(tags.id, id)).returning({ id: tags.id });
  if (!res[0]) throw fail(ErrorCode.tag, taxonomyTexts.missing);
  return res[0];
}

/** Tags go with their article links; the articles stay. */
export async function deleteTags(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(articleTags).where(inArray(articleTags.tag_id, part)), db.delete(tags).where(inArray(tags.id, part))]);
  return true;
}
