/** Contract §7 paths for categories, tags, talks, albums and photos; each checks role 1 itself. */
import { Hono } from 'hono';
import { adminTexts, idParam } from '../../../contract/admin-common';
import { albumAddBody, albumListBody, albumUpdateBody, photoAddBody, photoDeleteBody, photoListBody, photoRevertBody } from '../../../contract/admin-gallery';
import { talkListAdminBody, talkPublishBody, talkStatusParams, talkTopParams, talkUpdateBody } from '../../../contract/admin-talks';
import { categoryBody, categoryDeleteBody, categoryListBody, categoryUpdateBody, tagBody, tagDeleteBody, tagListBody, tagUpdateBody } from '../../../contract/admin-taxonomy';
import { ErrorCode } from '../../../contract/envelope';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { ok } from '../../http/envelope';
import { announcesPosts } from '../../http/push-after';
import { validate } from '../../http/validate';
import * as gallery from '../../services/admin-gallery';
import * as talks from '../../services/admin-talks';
import * as taxonomy from '../../services/admin-taxonomy';
import { keepsCache } from '../../http/edge-cache';

const E = ErrorCode;
const byId = idParam(adminTexts.badId);

export const adminCategoryRoutes = new Hono<AppEnv>()
  .post('/getCategoryList', keepsCache, requireAdmin, validate('json', categoryListBody, E.category), async (c) => {
    const q = c.req.valid('json');
    return ok(c, await taxonomy.listCategories(c.var.db, q.current, q.size, q.category_name), adminTexts.listed);
  })
  .post('/add', requireAdmin, validate('json', categoryBody, E.category), async (c) =>
    ok(c, await taxonomy.saveCategory(c.var.db, c.req.valid('json').category_name), '新增分类成功'),
  )
  .put('/update', requireAdmin, validate('json', categoryUpdateBody, E.category), async (c) => {
    const { id, category_name } = c.req.valid('json');
    return ok(c, await taxonomy.saveCategory(c.var.db, category_name, id), '修改分类成功');
  })
  .post('/delete', requireAdmin, validate('json', categoryDeleteBody, E.category), async (c) =>
    ok(c, await taxonomy.deleteCategories(c.var.db, c.req.valid('json').categoryIdList), '删除分类成功'),
  );

export const adminTagRoutes = new Hono<AppEnv>()
  .post('/getTagList', keepsCache, requireAdmin, validate('json', tagListBody, E.tag), async (c) => {
    const q = c.req.valid('json');
    return ok(c, await taxonomy.listTags(c.var.db, q.current, q.size, q.tag_name), adminTexts.listed);
  })
  .post('/add', requireAdmin, validate('json', tagBody, E.tag), async (c) => ok(c, await taxonomy.saveTag(c.var.db, c.req.valid('json').tag_name), '新增标签成功'))
  .put('/update', requireAdmin, validate('json', tagUpdateBody, E.tag), async (c) => {
    const { id, tag_name } = c.req.valid('json');
    return ok(c, await taxonomy.saveTag(c.var.db, tag_name, id), '修改标签成功');
  })
  .post('/delete', requireAdmin, validate('json', tagDeleteBody, E.tag), async (c) => ok(c, await taxonomy.deleteTags(c.var.db, c.req.valid('json').tagIdList), '删除标签成功'));

export const adminTalkRoutes = new Hono<AppEnv>()
  .post('/getTalkList', keepsCache, requireAdmin, validate('json', talkListAdminBody, E.talk), async (c) => {
    const q = c.req.valid('json');
    return ok(c, await talks.listTalks(c.var.db, q.current, q.size, q.status), adminTexts.listed);
  })
  .post('/publishTalk', requireAdmin, announcesPosts, validate('json', talkPublishBody, E.talk), async (c) =>
    ok(c, await talks.publishTalk(c.var.db, c.req.valid('json'), currentUser(c).id), '发布说说成功'),
  )
  .put('/updateTalk', requireAdmin, announcesPosts, validate('json', talkUpdateBody, E.talk), async (c) => ok(c, await talks.updateTalk(c.var.db, c.env.BUCKET, c.req.valid('json')), '修改说说成功'))
  .delete('/deleteTalkById/:id/:status', requireAdmin, validate('param', talkStatusParams, E.talk), async (c) =>
    ok(c, await talks.deleteTalk(c.var.db, c.env.BUCKET, c.req.valid('param').id), '删除说说成功'),
  )
  .put('/togglePublic/:id/:status', requireAdmin, announcesPosts, validate('param', talkStatusParams, E.talk), async (c) => {
    const { id, status } = c.req.valid('param');
    return ok(c, await talks.setTalk(c.var.db, id, { status: status === 1 ? 1 : 2 }), '切换说说状态成功');
  })
  .put('/toggleTop/:id/:is_top', requireAdmin, validate('param', talkTopParams, E.talk), async (c) => {
    const { id, is_top } = c.req.valid('param');
    return ok(c, await talks.setTalk(c.var.db, id, { is_top }), '修改置顶成功');
  })
  .put('/revertTalk/:id', requireAdmin, announcesPosts, validate('param', byId, E.talk), async (c) => ok(c, await talks.setTalk(c.var.db, c.req.valid('param').id, { status: 1 }), '恢复说说成功'));

export const adminAlbumRoutes = new Hono<AppEnv>()
  .post('/', keepsCache, requireAdmin, validate('json', albumListBody, E.photoAlbum), async (c) => {
    const q = c.req.valid('json');
    return ok(c, await gallery.listAlbums(c.var.db, q.current, q.size, q.album_name), adminTexts.listed);
  })
  .post('/add', requireAdmin, validate('json', albumAddBody, E.photoAlbum), async (c) => ok(c, await gallery.saveAlbum(c.var.db, c.env.BUCKET, c.req.valid('json')), '新增相册成功'))
  .put('/update', requireAdmin, validate('json', albumUpdateBody, E.photoAlbum), async (c) => ok(c, await gallery.saveAlbum(c.var.db, c.env.BUCKET, c.req.valid('json')), '修改相册成功'))
  .delete('/delete/:id', requireAdmin, validate('param', byId, E.photoAlbum), async (c) => ok(c, await gallery.deleteAlbum(c.var.db, c.env.BUCKET, c.req.valid('param').id), '删除相册成功'));

export const adminPhotoRoutes = new Hono<AppEnv>()
  .post('/getPhotoListByAlbumId', keepsCache, requireAdmin, validate('json', photoListBody, E.photo), async (c) => {
    const q = c.req.valid('json');
    return ok(c, await gallery.listPhotos(c.var.db, q.id, q.status, q.current, q.size), adminTexts.listed);
  })
  .post('/add', requireAdmin, validate('json', photoAddBody, E.photo), async (c) => ok(c, await gallery.addPhotos(c.var.db, c.req.valid('json').photoList), '上传照片成功'))
  .put('/delete', requireAdmin, validate('json', photoDeleteBody, E.photo), async (c) => {
    const { imgList, type } = c.req.valid('json');
    return ok(c, await gallery.deletePhotos(c.var.db, c.env.BUCKET, imgList.map((i) => i.id), type), '删除照片成功');
  })
  .put('/revert', requireAdmin, validate('json', photoRevertBody, E.photo), async (c) => ok(c, await gallery.revertPhotos(c.var.db, c.req.valid('json').idList), '恢复照片成功'));
