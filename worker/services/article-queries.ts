/** Column sets and fragments shared by the article services. */
import { sql } from 'drizzle-orm';
import { articles } from '../db/schema';

/** Tag names of an article as a JSON array, in one correlated subquery (no N+1). */
export const tagNamesJson = sql<string>`(
  SELECT json_group_array(t.tag_name) FROM blog_article_tag at JOIN blog_tag t ON t.id = at.tag_id
  WHERE at.article_id = "blog_article"."id"
)`;
export const tagIdsJson = sql<string>`(
  SELECT json_group_array(at.tag_id) FROM blog_article_tag at WHERE at.article_id = "blog_article"."id"
)`;

/** Public comments and replies on the article (comment_target_idx), as getCommentTotal counts them: held ones (审核中) are not counted. */
export const commentTotal = sql<number>`(SELECT count(*) FROM blog_comment cm WHERE cm.type = 1 AND cm.for_id = "blog_article"."id" AND cm.held = 0)`;

export const cardColumns = {
  id: articles.id,
  article_title: articles.article_title,
  author_id: articles.author_id,
  category_id: articles.category_id,
  article_description: articles.article_description,
  article_cover: articles.article_cover,
  is_top: articles.is_top,
  order: articles.order,
  status: articles.status,
  type: articles.type,
  view_times: articles.view_times,
  thumbs_up_times: articles.thumbs_up_times,
  reading_duration: articles.reading_duration,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  // a subquery rather than a join: it runs for the rows a page answers, not for those an offset skips
  categoryName: sql<string | null>`(SELECT c.category_name FROM blog_category c WHERE c.id = "blog_article"."category_id")`,
  tagNames: tagNamesJson,
  comment_total: commentTotal,
};

export const briefColumns = {
  id: articles.id,
  article_title: articles.article_title,
  article_cover: articles.article_cover,
  createdAt: articles.createdAt,
};

export function parseJsonList<T>(json: string | null | undefined): T[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value.filter((v) => v !== null) as T[]) : [];
}

export function toCard<T extends { tagNames: string; categoryName: string | null }>(row: T) {
  const { tagNames, ...rest } = row;
  return { ...rest, categoryName: row.categoryName ?? null, tagNameList: parseJsonList<string>(tagNames) };
}
