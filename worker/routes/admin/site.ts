/** Contract §7 paths for links, message board, comments, settings, page headers and users; each checks role 1 itself. */
import { Hono } from 'hono';
import { adminTexts, idListBody } from '../../../contract/admin-common';
import { commentDeleteParams, commentListAdminBody } from '../../../contract/admin-comments';
import { linkBackUpdateBody } from '../../../contract/admin-links';
import { configBody, pageHeaderBody, pageHeaderDeleteBody } from '../../../contract/admin-settings';
import { adminUserInfoBody, userListBody, userRoleParams } from '../../../contract/admin-users';
import { ErrorCode } from '../../../contract/envelope';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { ipAddressLabel } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import * as adminComments from '../../services/admin-comments';
import * as adminLinks from '../../services/admin-links';
import * as board from '../../services/admin-board';
import * as settings from '../../services/admin-settings';
import * as people from '../../services/admin-users';
import { publicRoom } from '../../services/chat';
import { keepsCache } from '../../http/edge-cache';
import { pushAfter } from '../../http/push-after';
import { pendingLinks, pushLinksApproved } from '../../services/push/site-triggers';
import { LINK_APPROVED } from '../../../contract/links';

const E = ErrorCode;

export const adminLinksRoutes = new Hono<AppEnv>()
  .post('/backUpdate', requireAdmin, validate('json', linkBackUpdateBody, E.links), async (c) => {
    const input = c.req.valid('json');
    const was = input.id && input.status === LINK_APPROVED ? await pendingLinks(c.var.db, [input.id]) : [];
    const saved = await adminLinks.backUpdateLink(c.var.db, c.env.BUCKET, input, currentUser(c).id);
    pushAfter(c, (env, site) => pushLinksApproved(c.var.db, env, site, was));
    return ok(c, saved, adminTexts.saved);
  })
  .put('/delete', requireAdmin, validate('json', idListBody, E.links), async (c) => ok(c, await adminLinks.deleteLinks(c.var.db, c.env.BUCKET, c.req.valid('json').idList), '删除友链成功'))
  .put('/approve', requireAdmin, validate('json', idListBody, E.links), async (c) => {
    const { idList } = c.req.valid('json');
    const was = await pendingLinks(c.var.db, idList);
    const done = await adminLinks.approveLinks(c.var.db, idList);
    pushAfter(c, (env, site) => pushLinksApproved(c.var.db, env, site, was));
    return ok(c, done, '审核通过');
  });

export const adminMessageRoutes = new Hono<AppEnv>().put('/backDelete', requireAdmin, validate('json', idListBody, E.message), async (c) =>
  ok(c, await board.deleteBoardNotes(c.var.db, c.req.valid('json').idList), '删除留言成功'),
);

export const adminCommentRoutes = new Hono<AppEnv>()
  .post('/backGetCommentList', keepsCache, requireAdmin, validate('json', commentListAdminBody, E.comment), async (c) => ok(c, await adminComments.listComments(c.var.db, c.req.valid('json')), adminTexts.listed))
  .delete('/backDelete/:id/:parent_id', requireAdmin, validate('param', commentDeleteParams, E.comment), async (c) =>
    ok(c, await adminComments.deleteComments(c.var.db, [c.req.valid('param').id]), '删除评论成功'),
  );

export const adminConfigRoutes = new Hono<AppEnv>().post('/update', requireAdmin, validate('json', configBody, E.config), async (c) =>
  ok(c, await settings.saveConfig(c.var.db, c.env.BUCKET, c.req.valid('json')), '修改网站设置成功'),
);

export const adminPageHeaderRoutes = new Hono<AppEnv>()
  .post('/addOrUpdate', requireAdmin, validate('json', pageHeaderBody, E.pageHeader), async (c) => ok(c, await settings.savePageHeader(c.var.db, c.env.BUCKET, c.req.valid('json')), adminTexts.saved))
  .post('/delete', requireAdmin, validate('json', pageHeaderDeleteBody, E.pageHeader), async (c) => ok(c, await settings.deletePageHeader(c.var.db, c.env.BUCKET, c.req.valid('json').id), adminTexts.deleted));

export const adminUserRoutes = new Hono<AppEnv>()
  .post('/getUserList', keepsCache, requireAdmin, validate('json', userListBody, E.user), async (c) => ok(c, await people.listUsers(c.var.db, c.req.valid('json'), (ip) => ipAddressLabel(c, ip)), adminTexts.listed))
  .put('/updateRole/:id/:role', requireAdmin, validate('param', userRoleParams, E.user), async (c) => {
    const { id, role } = c.req.valid('param');
    return ok(c, await people.updateRole(c.var.db, publicRoom(c.env), currentUser(c).id, id, role), '修改角色成功');
  })
  .put('/adminUpdateUserInfo', requireAdmin, validate('json', adminUserInfoBody, E.user), async (c) => ok(c, await people.updateUserInfo(c.var.db, currentUser(c).id, c.req.valid('json')), '修改用户信息成功'));
