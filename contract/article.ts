/** Article API shapes (api-contract §3.0–3.2) shared by the worker and the web app. */
import { z } from 'zod';

interface ArticleRow {
  id: number;
  article_title: string;
  author_id: number;
  category_id: number | null;
  article_description: string;
  article_content: string;
  article_cover: string;
  is_top: number;
  order: number | null;
  status: number;
  type: number;
  origin_url: string | null;
  view_times: number;
  thumbs_up_times: number;
  reading_duration: number;
  createdAt: string;
  updatedAt: string;
}

export type ArticleCard = Omit<ArticleRow, 'article_content' | 'origin_url'> & {
  categoryName: string | null;
  tagNameList: string[];
  /** ours (an addition): comments and replies on the article, as getCommentTotal counts them */
  comment_total: number;
};

export interface ArticleBrief {
  id: number;
  article_title: string;
  article_cover: string;
  createdAt: string;
}

export interface ArticleDetail extends ArticleRow {
  tagIdList: number[];
  tagNameList: string[];
  authorName: string | null;
  categoryName: string | null;
  /** ours (an addition): comments and replies on the article, as getCommentTotal counts them */
  comment_total: number;
}

export interface TimelineYear {
  year: string;
  articleList: ArticleBrief[];
}

export interface RecommendResult {
  previous: { id: number; article_title: string; article_cover: string };
  next: { id: number; article_title: string; article_cover: string };
  recommend: ArticleBrief[];
}

export interface HotArticle {
  id: number;
  article_title: string;
  view_times: number;
}

/** A heading of an article's table of contents: only headings at the top level of the body carry an id. */
export interface ArticleTocItem {
  level: number;
  text: string;
  /** the heading element's id (md-editor-rt's: the heading's text, so two headings may share one) */
  id: string;
}

/**
 * An article's body as the worker renders it for readers (GET /api/article/html/:id, and an
 * article page's boot data): sanitised HTML in md-editor-rt's markup, code already highlighted,
 * and its table of contents. Ours only: the contract's clients read `article_content` as markdown.
 */
export interface ArticleHtml {
  html: string;
  toc: ArticleTocItem[];
}

/** A search hit: `article_content` is the contract's snippet; `snippet` is ours, HTML-escaped text with <mark> around the matches. */
export interface SearchHit {
  id: number;
  article_title: string;
  article_content: string;
  snippet: string;
  title_html: string;
}

export interface CategoryEntry {
  id: number;
  category_name: string;
  article_count: number;
}
export interface TagEntry {
  id: number;
  tag_name: string;
  article_count: number;
}

const positiveInt = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(1_000_000_000, message);

/** Path paging of the GET lists: echoed back as strings (contract §1.5). */
export const pathPaging = z.object({
  current: z.string().regex(/^\d{1,9}$/, '页码不合法').refine((v) => Number(v) >= 1, '页码不合法'),
  size: z.string().regex(/^\d{1,4}$/, '每页数量不合法').refine((v) => Number(v) >= 1 && Number(v) <= 1000, '每页数量不合法'),
});

/** Ours: the timeline of one month (the sidebar's 归档 card links there), `?month=2026-10`. */
export const timelineQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确')
    .optional(),
});

const bodyPaging = {
  current: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(100).catch(10).default(10),
};

export const listByTagBody = z.object({ id: positiveInt('标签id不能为空'), ...bodyPaging });
export const listByCategoryBody = z.object({ id: positiveInt('分类id不能为空'), ...bodyPaging });
export const articleIdParam = z.object({ id: positiveInt('文章id不合法') });
export const readingParam = z.object({
  id: positiveInt('文章id不合法'),
  duration: z.coerce.number({ message: '阅读时长不合法' }).int('阅读时长不合法').min(0, '阅读时长不合法').max(86_400_000, '阅读时长不合法'),
});
export const searchParam = z.object({ content: z.string().trim().min(1, '请输入搜索内容').max(50, '搜索内容过长') });
