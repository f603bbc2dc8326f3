import { Hono } from 'hono';
import { BOOT_MESSAGES } from '../../contract/boot-data';
import {
  articleIdParam,
  listByCategoryBody,
  listByTagBody,
  pathPaging,
  readingParam,
  searchParam,
  timelineQuery,
} from '../../contract/article';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import * as articles from '../services/articles';
import { searchArticles } from '../services/search';
import { getArticleHtml } from '../services/article-html/article-html';
import { countView } from '../services/view-counter';
import { keepsCache } from '../http/edge-cache';

const code = ErrorCode.article;

export const articleRoutes = new Hono<AppEnv>()
  .get('/blogHomeGetArticleList/:current/:size', validate('param', pathPaging, code), async (c) => {
    const { current, size } = c.req.valid('param');
    return ok(c, await articles.listHomeArticles(c.var.db, current, size), BOOT_MESSAGES.homeArticles);
  })
  .get('/blogTimelineGetArticleList/:current/:size', validate('param', pathPaging, code), validate('query', timelineQuery, code), async (c) => {
    const { current, size } = c.req.valid('param');
    return ok(c, await articles.listTimeline(c.var.db, current, size, c.req.valid('query').month), '获取时间轴成功');
  })
  .post('/getArticleListByTagId', keepsCache, validate('json', listByTagBody, code), async (c) => {
    const { id, current, size } = c.req.valid('json');
    return ok(c, await articles.listByTag(c.var.db, id, current, size), BOOT_MESSAGES.tagArticles);
  })
  .post('/getArticleListByCategoryId', keepsCache, validate('json', listByCategoryBody, code), async (c) => {
    const { id, current, size } = c.req.valid('json');
    return ok(c, await articles.listByCategory(c.var.db, id, current, size), BOOT_MESSAGES.categoryArticles);
  })
  .get('/getRecommendArticleById/:id', validate('param', articleIdParam, code), async (c) =>
    ok(c, await articles.getRecommend(c.var.db, c.req.valid('param').id), '获取推荐文章成功'),
  )
  .get('/getArticleById/:id', validate('param', articleIdParam, code), async (c) => {
    const { id } = c.req.valid('param');
    const article = await articles.readArticle(c.var.db, id, c.var.user?.role === ROLE_ADMIN);
    // the read is counted after the answer: a reader never waits on a write
    c.executionCtx.waitUntil(countView(c.env.DB, id));
    return ok(c, article, BOOT_MESSAGES.article);
  })
  .get('/getHotArticle', async (c) => ok(c, await articles.listHot(c.var.db), BOOT_MESSAGES.hotArticles))
  // ours: the body rendered by the worker for the reader's page (the contract's clients read article_content)
  .get('/html/:id', validate('param', articleIdParam, code), async (c) => {
    const isAdmin = c.var.user?.role === ROLE_ADMIN;
    return ok(c, await getArticleHtml(c.var.db, c.req.valid('param').id, isAdmin, new URL(c.req.url).origin), BOOT_MESSAGES.articleHtml);
  })
  .get('/getArticleListByContent/:content', validate('param', searchParam, code), async (c) =>
    ok(c, await searchArticles(c.env.DB, c.req.valid('param').content), '搜索文章成功'),
  )
  .put('/addReadingDuration/:id/:duration', keepsCache, validate('param', readingParam, code), async (c) => {
    const { id, duration } = c.req.valid('param');
    return ok(c, await articles.addReadingDuration(c.var.db, id, duration), '增加阅读时长成功');
  });
