import { Hono } from 'hono';
import { articleAddBody, articleIdParam, articleListBody, articleStatusParams, articleTexts, articleTopParams, articleUpdateBody, titleExistBody } from '../../../contract/admin-article';
import { ARTICLE_BODY_MAX } from '../../../contract/body-limits';
import { ErrorCode } from '../../../contract/envelope';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { ok } from '../../http/envelope';
import { announcesPosts } from '../../http/push-after';
import { validate } from '../../http/validate';
import * as admin from '../../services/admin-articles';
import { keepsCache } from '../../http/edge-cache';

const code = ErrorCode.article;

/** Contract §7 article paths (mounted at /api/article beside the public ones); each checks role 1 itself. */
export const adminArticleRoutes = new Hono<AppEnv>()
  .post('/getArticleList', keepsCache, requireAdmin, validate('json', articleListBody, code), async (c) =>
    ok(c, await admin.listArticles(c.var.db, c.req.valid('json')), '获取文章列表成功'),
  )
  .post('/titleExist', keepsCache, requireAdmin, validate('json', titleExistBody, code), async (c) => {
    const { id, article_title } = c.req.valid('json');
    return ok(c, await admin.titleTaken(c.var.db, article_title, id), '查询成功');
  })
  .post('/add', requireAdmin, announcesPosts, validate('json', articleAddBody, code, ARTICLE_BODY_MAX), async (c) =>
    ok(c, await admin.addArticle(c.var.db, c.env.DB, c.req.valid('json'), currentUser(c).id), articleTexts.added),
  )
  .put('/update', requireAdmin, announcesPosts, validate('json', articleUpdateBody, code, ARTICLE_BODY_MAX), async (c) =>
    ok(c, await admin.updateArticle(c.var.db, c.env.DB, c.env.BUCKET, c.req.valid('json')), articleTexts.updated),
  )
  .put('/updateTop/:id/:is_top', requireAdmin, validate('param', articleTopParams, code), async (c) => {
    const { id, is_top } = c.req.valid('param');
    return ok(c, await admin.setTop(c.var.db, c.env.DB, id, is_top), '修改置顶成功');
  })
  .delete('/delete/:id/:status', requireAdmin, validate('param', articleStatusParams, code), async (c) =>
    ok(c, await admin.removeArticle(c.var.db, c.env.DB, c.env.BUCKET, c.req.valid('param').id), '删除文章成功'),
  )
  .put('/revert/:id', requireAdmin, announcesPosts, validate('param', articleIdParam, code), async (c) =>
    ok(c, await admin.revert(c.var.db, c.env.DB, c.req.valid('param').id), '恢复文章成功'),
  )
  .put('/isPublic/:id/:status', requireAdmin, announcesPosts, validate('param', articleStatusParams, code), async (c) =>
    ok(c, await admin.togglePublic(c.var.db, c.env.DB, c.req.valid('param').id), '切换文章状态成功'),
  );
