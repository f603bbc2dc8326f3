/** Owner's console: writing and managing articles. Every write keeps the search index in step. */
import { and, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_STATUS, articleTexts, type AdminArticleDetail, type AdminArticleRow, type ArticleListQuery, type ArticleWriteInput } from '../../contract/admin-article';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { articles, articleTags, categories, tags } from '../db/schema';
import { containsText } from '../db/contains';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { parseJsonList, tagIdsJson, tagNamesJson } from './article-queries';
import { consoleActor, releaseFile } from './stored-files';
import { reindexArticle } from './search';

const code = ErrorCode.article;

const rowColumns = {
  id: articles.id,
  article_title: articles.article_title,
  article_cover: articles.article_cover,
  article_description: articles.article_description,
  category_id: articles.category_id,
  categoryName: categories.category_name,
  tagNames: tagNamesJson,
  is_top: articles.is_top,
  order: articles.order,
  status: articles.status,
  type: articles.type,
  publish_at: articles.publish_at,
  view_times: articles.view_times,
  thumbs_up_times: articles.thumbs_up_times,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

export async function listArticles(db: Db, q: ArticleListQuery): Promise<Page<AdminArticleRow>> {
  const where: SQL[] = [q.status ? eq(articles.status, q.status) : inArray(articles.status, [ARTICLE_STATUS.public, ARTICLE_STATUS.private])];
  if (q.article_title) where.push(containsText(articles.article_title, q.article_title));
  if (q.is_top) where.push(eq(articles.is_top, q.is_top));
  if (q.category_id) where.push(eq(articles.category_id, q.category_id));
  if (q.tag_id) where.push(sql`${articles.id} IN (SELECT article_id FROM blog_article_tag WHERE tag_id = ${q.tag_id})`);
  if (q.scheduled) where.push(gt(articles.publish_at, chinaTime()));
  if (q.create_time) where.push(sql`${articles.createdAt} BETWEEN ${q.create_time[0]} AND ${q.create_time[1]}`);
  const filter = and(...where);
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(articles).where(filter),
    db
      .select(rowColumns)
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.category_id))
      .where(filter)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  const list = rows.map(({ tagNames, ...r }) => ({ ...r, tagNameList: parseJsonList<string>(tagNames) }));
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

/** The editor's copy: no view is counted, any status. */
export async function getForEdit(db: Db, id: number): Promise<AdminArticleDetail> {
  const row = await db
    .select({ ...rowColumns, article_content: articles.article_content, origin_url: articles.origin_url, tagIds: tagIdsJson })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.category_id))
    .where(eq(articles.id, id))
    .get();
  if (!row) throw fail(code, articleTexts.missing);
  const { tagNames, tagIds, ...rest } = row;
  return { ...rest, tagNameList: parseJsonList<string>(tagNames), tagIdList: parseJsonList<number>(tagIds) };
}

export async function titleTaken(db: Db, title: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(eq(articles.article_title, title.trim()), ne(articles.id, exceptId)) : eq(articles.article_title, title.trim());
  return Boolean(await db.select({ id: articles.id }).from(articles).where(where).get());
}

/** A category chosen by id or created inline by name. */
async function categoryId(db: Db, ref: { id?: number; category_name?: string }): Promise<number> {
  if (ref.id) {
    const found = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, ref.id)).get();
    if (!found) throw fail(code, '分类不存在');
    return found.id;
  }
  const name = ref.category_name!.trim();
  await db.insert(categories).values({ category_name: name }).onConflictDoNothing().run();
  return (await db.select({ id: categories.id }).from(categories).where(eq(categories.category_name, name)).get())!.id;
}

/** Tags chosen by id or created inline by name (duplicates folded). */
async function tagIds(db: Db, list: { id?: number; tag_name?: string }[]): Promise<number[]> {
  const byId = list.filter((t) => t.id).map((t) => t.id!);
  const names = [...new Set(list.filter((t) => !t.id).map((t) => t.tag_name!.trim()))];
  if (names.length) await db.insert(tags).values(names.map((tag_name) => ({ tag_name }))).onConflictDoNothing().run();
  const known = await db
    .select({ id: tags.id })
    .from(tags)
    .where(sql`${tags.id} IN (${sql.join([...byId, 0].map((v) => sql`${v}`), sql`, `)}) OR ${tags.tag_name} IN (${sql.join([...names, ''].map((v) => sql`${v}`), sql`, `)})`)
    .all();
  if (known.length < byId.length + names.length) throw fail(code, '标签不存在');
  return [...new Set(known.map((t) => t.id))];
}

function columnsOf(input: ArticleWriteInput, now: string) {
  const publishAt = input.publish_at && input.publish_at > now ? input.publish_at : null;
  return {
    article_title: input.article_title,
    article_content: input.article_content,
    article_description: input.article_description,
    article_cover: input.article_cover,
    type: input.type,
    origin_url: input.type === 1 ? null : input.origin_url || null,
    is_top: input.is_top,
    order: input.is_top === 1 ? (input.order ?? null) : null,
    status: input.status,
    publish_at: publishAt,
  };
}

async function syncIndex(db: Db, d1: D1Database, id: number) {
  const row = await db
    .select({ id: articles.id, article_title: articles.article_title, article_content: articles.article_content, status: articles.status })
    .from(articles)
    .where(eq(articles.id, id))
    .get();
  if (row) await reindexArticle(d1, row);
  else await d1.prepare('DELETE FROM article_search WHERE rowid = ?').bind(id).run();
}

export async function addArticle(db: Db, d1: D1Database, input: ArticleWriteInput, authorId: number): Promise<{ id: number }> {
  if (await titleTaken(db, input.article_title)) throw fail(code, articleTexts.titleTaken);
  const now = chinaTime();
  const cols = columnsOf(input, now);
  const category_id = await categoryId(db, input.category);
  const tagList = await tagIds(db, input.tagList);
  // a scheduled article is dated by its publish time, so it lands where readers expect it
  const created = cols.publish_at ?? now;
  const row = await db
    .insert(articles)
    .values({ ...cols, category_id, author_id: authorId, createdAt: created, updatedAt: now })
    .returning({ id: articles.id })
    .get();
  await db.insert(articleTags).values(tagList.map((tag_id) => ({ article_id: row.id, tag_id }))).run();
  await syncIndex(db, d1, row.id);
  return row;
}

export async function updateArticle(db: Db, d1: D1Database, bucket: R2Bucket, input: ArticleWriteInput & { id: number }) {
  const old = await db.select().from(articles).where(eq(articles.id, input.id)).get();
  if (!old) throw fail(code, articleTexts.missing);
  if (await titleTaken(db, input.article_title, input.id)) throw fail(code, articleTexts.titleTaken);
  const now = chinaTime();
  const cols = columnsOf(input, now);
  const category_id = await categoryId(db, input.category);
  const tagList = await tagIds(db, input.tagList);
  // a scheduled article is dated by its publish time; published early, it is dated now
  const wasScheduled = Boolean(old.publish_at && old.publish_at > now);
  const dated = cols.publish_at ? { createdAt: cols.publish_at } : wasScheduled ? { createdAt: now } : {};
  await db.batch([
    db.update(articles).set({ ...cols, ...dated, category_id, updatedAt: now }).where(eq(articles.id, input.id)),
    db.delete(articleTags).where(eq(articleTags.article_id, input.id)),
    db.insert(articleTags).values(tagList.map((tag_id) => ({ article_id: input.id, tag_id }))),
  ]);
  if (old.article_cover && old.article_cover !== cols.article_cover) await releaseFile(db.$client, bucket, old.article_cover, consoleActor);
  await syncIndex(db, d1, input.id);
  return true;
}

async function setFields(db: Db, d1: D1Database, id: number, fields: Partial<typeof articles.$inferInsert>) {
  const res = await db.update(articles).set({ ...fields, updatedAt: chinaTime() }).where(eq(articles.id, id)).returning({ id: articles.id });
  if (res.length === 0) throw fail(code, articleTexts.missing);
  await syncIndex(db, d1, id);
  return true;
}

export const setTop = (db: Db, d1: D1Database, id: number, isTop: number) => setFields(db, d1, id, { is_top: isTop, ...(isTop === 2 ? { order: null } : {}) });
export const revert = (db: Db, d1: D1Database, id: number) => setFields(db, d1, id, { status: ARTICLE_STATUS.public });

/** Contract toggle: private → public, anything else → private. */
export async function togglePublic(db: Db, d1: D1Database, id: number) {
  const row = await db.select({ status: articles.status }).from(articles).where(eq(articles.id, id)).get();
  if (!row) throw fail(code, articleTexts.missing);
  return setFields(db, d1, id, { status: row.status === ARTICLE_STATUS.private ? ARTICLE_STATUS.public : ARTICLE_STATUS.private });
}

/**
 * Contract delete: an article already in the recycle bin is deleted for good
 * (tag links, search row, cover); any other is moved to the bin. The stored
 * status decides, not the path's, so a stale page cannot hard-delete by mistake.
 */
export async function removeArticle(db: Db, d1: D1Database, bucket: R2Bucket, id: number) {
  const old = await db.select({ cover: articles.article_cover, status: articles.status }).from(articles).where(eq(articles.id, id)).get();
  if (!old) throw fail(code, articleTexts.missing);
  if (old.status !== ARTICLE_STATUS.recycle) return setFields(db, d1, id, { status: ARTICLE_STATUS.recycle });
  await db.batch([db.delete(articleTags).where(eq(articleTags.article_id, id)), db.delete(articles).where(eq(articles.id, id))]);
  await syncIndex(db, d1, id);
  if (old.cover) await releaseFile(db.$client, bucket, old.cover, consoleActor);
  return true;
}
