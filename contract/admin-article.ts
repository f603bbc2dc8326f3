/** Owner's console: articles (api-contract §7 article/*). */
import { z } from 'zod';
import { CHINA_TIME, adminTexts, idField, oneOf, optionalText, pagingFields, siteImageField, textField, wholeNumber } from './admin-common';
import { maxBytes } from './byte-length';
import { isWebAddress } from './links-apply';

const ARTICLE_TITLE_MAX = 100;
const ARTICLE_DESC_MAX = 255;
/** Characters (UTF-16 units) of an article's Markdown; body-limits.ts sizes the save's body from it. */
export const ARTICLE_CONTENT_MAX = 500_000;
/**
 * Bytes of it in UTF-8: D1 refuses a value over 2,000,000 bytes (SQLITE_TOOBIG), and saving writes
 * the text twice over that size: the search index's CJK bigrams (7 bytes for each 3-byte
 * character) and migration 0012's one-character index (the hex of the whole text, 2 bytes a byte).
 */
export const ARTICLE_CONTENT_MAX_BYTES = 800_000;
const NAME_MAX = 55;
export const ARTICLE_STATUS = { public: 1, private: 2, recycle: 3 } as const;

export const articleTexts = {
  titleRequired: '请输入文章标题',
  titleTooLong: `文章标题不能超过${ARTICLE_TITLE_MAX}个字符`,
  titleTaken: '文章标题已经存在',
  contentRequired: '请输入文章内容',
  contentTooLong: `文章内容过长（最多${ARTICLE_CONTENT_MAX_BYTES / 1000}KB，约${Math.floor(ARTICLE_CONTENT_MAX_BYTES / 3 / 10000)}万个汉字），请拆分后发布`,
  descTooLong: `文章描述不能超过${ARTICLE_DESC_MAX}个字符`,
  badCover: '封面地址不合法，请先上传封面',
  categoryRequired: '请选择或新建分类',
  badName: `名称不能为空，且不超过${NAME_MAX}个字符`,
  tagsRequired: '请至少选择或新建一个标签',
  badType: '文章类型不合法',
  originRequired: '转载或翻译的文章请填写原文链接',
  badStatus: '文章状态不合法',
  badTop: '置顶参数不合法',
  badOrder: '置顶顺序应为0-9999的整数',
  badPublishAt: '定时发布时间格式应为 YYYY-MM-DD HH:mm:ss',
  missing: '文章不存在',
  added: '新增文章成功',
  updated: '修改文章成功',
} as const;

const nameField = textField(articleTexts.badName, NAME_MAX, articleTexts.badName);
const namedRef = z.object({ id: idField(adminTexts.badId).optional(), category_name: nameField.optional(), tag_name: nameField.optional() });

const articleWriteFields = {
  article_title: textField(articleTexts.titleRequired, ARTICLE_TITLE_MAX, articleTexts.titleTooLong),
  article_content: z.string({ message: articleTexts.contentRequired }).trim().min(1, articleTexts.contentRequired).max(ARTICLE_CONTENT_MAX, articleTexts.contentTooLong).pipe(maxBytes(ARTICLE_CONTENT_MAX_BYTES, articleTexts.contentTooLong)),
  article_description: optionalText(ARTICLE_DESC_MAX, articleTexts.descTooLong),
  article_cover: siteImageField(articleTexts.badCover),
  category: namedRef.refine((c) => c.id !== undefined || Boolean(c.category_name), articleTexts.categoryRequired),
  tagList: z.array(namedRef.refine((t) => t.id !== undefined || Boolean(t.tag_name), articleTexts.badName), { message: articleTexts.tagsRequired }).min(1, articleTexts.tagsRequired).max(20, articleTexts.tagsRequired),
  type: oneOf([1, 2, 3], articleTexts.badType).optional().default(1),
  origin_url: z.union([z.literal(''), z.null(), z.string().trim().refine(isWebAddress, articleTexts.originRequired)]).optional(),
  is_top: oneOf([1, 2], articleTexts.badTop).optional().default(2),
  order: z.union([z.null(), wholeNumber(articleTexts.badOrder, 0, 9999)]).optional(),
  status: oneOf([1, 2], articleTexts.badStatus).optional().default(1),
  // null/'' = now; a future time keeps the article hidden until then
  publish_at: z.union([z.literal(''), z.null(), z.string().regex(CHINA_TIME, articleTexts.badPublishAt)]).optional(),
};

const needsOrigin = (a: { type: number; origin_url?: string | null }) => a.type === 1 || Boolean(a.origin_url);
export const articleAddBody = z.object(articleWriteFields).refine(needsOrigin, { message: articleTexts.originRequired, path: ['origin_url'] });
export const articleUpdateBody = z
  .object({ ...articleWriteFields, id: idField(adminTexts.badId) })
  .refine(needsOrigin, { message: articleTexts.originRequired, path: ['origin_url'] });
export type ArticleWriteInput = z.infer<typeof articleAddBody> & { id?: number };

export const articleListBody = z.object({
  ...pagingFields(10),
  article_title: z.string().trim().max(100).optional(),
  is_top: oneOf([1, 2], articleTexts.badTop).optional(),
  status: oneOf([1, 2, 3], articleTexts.badStatus).optional(),
  /** ours: only articles waiting for their publish time */
  scheduled: z.boolean().optional(),
  tag_id: idField(adminTexts.badId).optional(),
  category_id: idField(adminTexts.badId).optional(),
  create_time: z.array(z.string().regex(CHINA_TIME, articleTexts.badPublishAt)).length(2).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListBody>;

export const titleExistBody = z.object({ id: idField(adminTexts.badId).optional(), article_title: textField(articleTexts.titleRequired, ARTICLE_TITLE_MAX, articleTexts.titleTooLong) });
export const articleIdParam = z.object({ id: idField(adminTexts.badId) });
export const articleTopParams = z.object({ id: idField(adminTexts.badId), is_top: oneOf([1, 2], articleTexts.badTop) });
export const articleStatusParams = z.object({ id: idField(adminTexts.badId), status: oneOf([1, 2, 3], articleTexts.badStatus) });

export interface AdminArticleRow {
  id: number;
  article_title: string;
  article_cover: string;
  article_description: string;
  category_id: number | null;
  categoryName: string | null;
  tagNameList: string[];
  is_top: number;
  order: number | null;
  status: number;
  type: number;
  publish_at: string | null;
  view_times: number;
  thumbs_up_times: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminArticleDetail extends AdminArticleRow {
  article_content: string;
  origin_url: string | null;
  tagIdList: number[];
}
