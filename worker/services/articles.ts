import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ArticleBrief, ArticleCard, ArticleDetail, HotArticle, RecommendResult, TimelineYear } from '../../contract/article';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { articles, articleTags, categories, tags, users } from '../db/schema';
import { fail } from '../http/app-error';
import { isPublished, linkPublished, publishedFlag, publishedTotal, publishedTotalOf, scheduledCount } from './published';
import { briefColumns, cardColumns, commentTotal, parseJsonList, tagIdsJson, tagNamesJson, toCard } from './article-queries';

const isPublic = isPublished;
const offsetOf = (current: number, size: number) => (current - 1) * size;

/**
 * Home list: pinned first, then their order (NULLs first, as SQLite sorts), then newest. Two statements,
 * one round trip. The page walks article_home_idx in this order (an offset skips index entries, not
 * rows); the total is the kept count (services/published.ts).
 */
export async function listHomeArticles(db: Db, current: string, size: string): Promise<Page<ArticleCard>> {
  const [total, rows] = await db.batch([
    publishedTotal(db),
    db
      .select(cardColumns)
      .from(articles)
      .where(isPublic)
      .orderBy(asc(articles.is_top), asc(articles.order), desc(articles.createdAt), desc(articles.id))
      .limit(Number(size))
      .offset(offsetOf(Number(current), Number(size))),
  ]);
  return { current, size, total: await publishedTotalOf(db, total), list: rows.map(toCard) };
}

/** Timeline: a page of articles, newest first (article_timeline_idx), grouped by year in order of appearance. */
/** The timeline, newest first, grouped by year; `month` (YYYY-MM) keeps one month (the sidebar's 归档 card). */
export async function listTimeline(db: Db, current: string, size: string, month?: string): Promise<Page<TimelineYear>> {
  const where = month ? and(isPublic, sql`substr(${articles.createdAt}, 1, 7) = ${month}`) : isPublic;
  const [total, rows] = await db.batch([
    month ? db.select({ n: sql<number>`count(*)` }).from(articles).where(where) : publishedTotal(db),
    db
      .select(briefColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(Number(size))
      .offset(offsetOf(Number(current), Number(size))),
  ]);
  const years: TimelineYear[] = [];
  for (const row of rows) {
    const year = row.createdAt.slice(0, 4);
    const last = years[years.length - 1];
    if (last?.year === year) last.articleList.push(row);
    else years.push({ year, articleList: [row] });
  }
  return { current: String(current), size: String(size), total: await publishedTotalOf(db, total), list: years };
}

/** A tag's articles, newest first: the walk is over the tag's links (article_tag_list_idx), which carry their article's date and status. */
export async function listByTag(db: Db, tagId: number, current: number, size: number): Promise<Page<ArticleBrief>> {
  const inTag = sql`EXISTS (SELECT 1 FROM ${articleTags} l WHERE l.article_id = ${articles.id} AND l.tag_id = ${tagId})`;
  const [total, list] = await db.batch([
    db.select({ n: sql<number>`${tags.public_articles} - ${scheduledCount(inTag)}` }).from(tags).where(eq(tags.id, tagId)),
    db
      .select(briefColumns)
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.article_id))
      .where(and(eq(articleTags.tag_id, tagId), linkPublished))
      .orderBy(desc(articleTags.article_created), desc(articleTags.article_id))
      .limit(size)
      .offset(offsetOf(current, size)),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

/** A category's articles, newest first (article_category_idx). */
export async function listByCategory(db: Db, categoryId: number, current: number, size: number): Promise<Page<ArticleBrief>> {
  const inCategory = sql`${articles.category_id} = ${categoryId}`;
  const [total, list] = await db.batch([
    db.select({ n: sql<number>`${categories.public_articles} - ${scheduledCount(inCategory)}` }).from(categories).where(eq(categories.id, categoryId)),
    db
      .select(briefColumns)
      .from(articles)
      .where(and(isPublic, eq(articles.category_id, categoryId)))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(size)
      .offset(offsetOf(current, size)),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}

/** An article as its reader gets it, without counting the read; a missing, private or scheduled one fails unless an admin asks. */
export async function readArticle(db: Db, id: number, isAdmin: boolean): Promise<ArticleDetail> {
  const row = await db
    .select({
      article: articles,
      categoryName: categories.category_name,
      authorName: users.nick_name,
      tagIds: tagIdsJson,
      tagNames: tagNamesJson,
      commentTotal,
      published: publishedFlag,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.category_id))
    .leftJoin(users, eq(users.id, articles.author_id))
    .where(eq(articles.id, id))
    .get();
  if (!row || (!row.published && !isAdmin)) throw fail(ErrorCode.article, '查询文章详情失败');
  return {
    ...row.article,
    tagIdList: parseJsonList<number>(row.tagIds),
    tagNameList: parseJsonList<string>(row.tagNames),
    authorName: row.authorName ?? null,
    categoryName: row.categoryName ?? null,
    comment_total: row.commentTotal,
  };
}

/**
 * Previous/next public neighbours (falling back to the article itself) and up to 6 sharing a tag.
 * The six are the newest of each tag's newest six (article_tag_list_idx), so no tag's whole list is sorted.
 */
export async function getRecommend(db: Db, id: number): Promise<RecommendResult> {
  const nav = { id: articles.id, article_title: articles.article_title, article_cover: articles.article_cover };
  const mine = await db.select({ tag: articleTags.tag_id }).from(articleTags).where(eq(articleTags.article_id, id)).all();
  const newestOfEachTag = mine.length
    ? sql.join(
        mine.map(
          ({ tag }) => sql`SELECT article_id FROM (SELECT ${articleTags.article_id} FROM ${articleTags} WHERE ${articleTags.tag_id} = ${tag} AND ${linkPublished}
            ORDER BY ${articleTags.article_created} DESC, ${articleTags.article_id} DESC LIMIT 6)`,
        ),
        sql` UNION `,
      )
    : sql`SELECT NULL`;
  const [self, prev, next, recommend] = await db.batch([
    db.select(nav).from(articles).where(eq(articles.id, id)),
    db.select(nav).from(articles).where(and(isPublic, lt(articles.id, id))).orderBy(desc(articles.id)).limit(1),
    db.select(nav).from(articles).where(and(isPublic, gt(articles.id, id))).orderBy(asc(articles.id)).limit(1),
    db
      .select(briefColumns)
      .from(articles)
      .where(and(isPublic, sql`${articles.id} IN (${newestOfEachTag})`))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(6),
  ]);
  const current = self[0];
  if (!current) throw fail(ErrorCode.article, '获取推荐文章失败');
  return { previous: prev[0] ?? current, next: next[0] ?? current, recommend };
}

export async function listHot(db: Db): Promise<HotArticle[]> {
  return db
    .select({ id: articles.id, article_title: articles.article_title, view_times: articles.view_times })
    .from(articles)
    .where(isPublic)
    .orderBy(desc(articles.view_times), desc(articles.id))
    .limit(5)
    .all();
}

export async function addReadingDuration(db: Db, id: number, duration: number): Promise<boolean> {
  const res = await db
    .update(articles)
    .set({ reading_duration: sql`${articles.reading_duration} + ${duration}` })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return res.length > 0;
}
