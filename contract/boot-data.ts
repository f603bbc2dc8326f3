/**
 * Boot data: the API answers a page's first screen needs, which the worker
 * writes into the page's HTML as a JSON data block. The app reads them
 * instead of making those requests, so the first screen costs no round trip
 * and renders once. Keys are API paths (a POST's with its body spelled as a
 * query), values the envelope that path answers.
 */
import { TAXONOMY_LIST_PATHS, TAXONOMY_PAGE_SIZE, type TaxonomyType } from './article-list-query';
import { CHAT_PAGE_SIZE } from './chat-protocol';
import type { Envelope } from './envelope';

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export type BootData = Record<string, Envelope<unknown>>;

/** Articles per page of the home list (the app and the boot data must agree). */
export const HOME_PAGE_SIZE = 5;

export const BOOT_PATHS = {
  config: '/api/config',
  pageHeaders: '/api/pageHeader/getAll',
  statistic: '/api/statistic',
  hotArticles: '/api/article/getHotArticle',
  homeArticles: (page: number) => `/api/article/blogHomeGetArticleList/${page}/${HOME_PAGE_SIZE}`,
  /** the article a page shows; the app still asks for it once, in the background, because that request counts the read */
  article: (id: number) => `/api/article/getArticleById/${id}`,
  /** the article's body rendered by the worker (ours; contract/article.ts ArticleHtml) */
  articleHtml: (id: number) => `/api/article/html/${id}`,
  categories: '/api/category/getCategoryDictionary',
  tags: '/api/tag/getTagDictionary',
  /** a category's or tag's first page on /articleList: a POST, so the key spells its body as a query */
  taxonomyArticles: (type: TaxonomyType, id: number) => `${TAXONOMY_LIST_PATHS[type]}?id=${id}&current=1&size=${TAXONOMY_PAGE_SIZE}`,
  /** the board note /message/detail shows, as everyone sees it (no reader's like); the app still asks for the reader's own view */
  note: (id: number) => `/api/message/getMessageById/${id}`,
  /** the board's hot tags, chips under /message/publish's tag field: in the first render, so the form below them never moves */
  noteHotTags: '/api/message/getHotTagList',
  /**
   * /message/chat's newest page of history as a visitor sees it (no held message), the POST the room
   * first makes; the page may be a minute old (http/page-cache.ts), so the room still asks once after it
   */
  chatNewest: `/api/chat/getChatList?size=${CHAT_PAGE_SIZE}&last_id=`,
} as const;

/** The success messages of those answers: the routes (worker/routes/site.ts, article.ts) and the boot block say the same. */
export const BOOT_MESSAGES = {
  config: '获取网站设置成功',
  pageHeaders: '获取背景图成功',
  statistic: '获取统计成功',
  hotArticles: '获取热门文章成功',
  homeArticles: '获取文章列表成功',
  article: '获取文章详情成功',
  articleHtml: '获取文章正文成功',
  categories: '获取分类字典成功',
  tags: '获取标签字典成功',
  categoryArticles: '获取分类文章成功',
  tagArticles: '获取标签文章成功',
  note: '获取留言成功',
  noteHotTags: '获取热门标签成功',
  chatNewest: '获取聊天记录成功',
} as const;
