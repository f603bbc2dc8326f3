/**
 * Console endpoints beyond the contract, all under /api/admin (docs/api.md).
 * The prefix is the console's alone, so one middleware guards every route.
 */
import { Hono } from 'hono';
import { adminTexts, idListBody, idParam } from '../../../contract/admin-common';
import { sessionMessages } from '../../../contract/session';
import { messageListAdminBody } from '../../../contract/admin-board';
import { commentListAdminBody, commentReplyAdminBody } from '../../../contract/admin-comments';
import { commentMessages } from '../../../contract/comment';
import { linkListAdminBody } from '../../../contract/admin-links';
import { resourceListBody, resourceSaveBody } from '../../../contract/admin-resources';
import { userDisableParams } from '../../../contract/admin-users';
import { ErrorCode } from '../../../contract/envelope';
import { RESOURCE_ERROR_CODE } from '../../../contract/resource';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { requestOrigin } from '../../http/client-ip';
import { limits, rateLimit } from '../../http/rate-limit';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { getForEdit } from '../../services/admin-articles';
import { dashboard } from '../../services/admin-dashboard';
import { deleteResources, listResources, saveResource } from '../../services/admin-resources';
import * as adminComments from '../../services/admin-comments';
import * as adminLinks from '../../services/admin-links';
import * as board from '../../services/admin-board';
import { setDisabled, signOutEverywhere } from '../../services/admin-users';
import { publicRoom } from '../../services/chat';
import { adminMusicRoutes } from './music';
import { keepsCache } from '../../http/edge-cache';

const byId = idParam(adminTexts.badId);

export const adminConsoleRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/dashboard', async (c) => ok(c, await dashboard(c.var.db), '获取仪表盘成功'))
  .get('/article/:id', validate('param', byId, ErrorCode.article), async (c) => ok(c, await getForEdit(c.var.db, c.req.valid('param').id), '获取文章成功'))
  .post('/links/list', keepsCache, validate('json', linkListAdminBody, ErrorCode.links), async (c) => ok(c, await adminLinks.listLinks(c.var.db, c.req.valid('json')), adminTexts.listed))
  .post('/message/list', keepsCache, validate('json', messageListAdminBody, ErrorCode.message), async (c) => ok(c, await board.listBoardNotesForConsole(c.var.db, c.req.valid('json')), adminTexts.listed))
  .post('/comment/delete', validate('json', idListBody, ErrorCode.comment), async (c) => ok(c, await adminComments.deleteComments(c.var.db, c.req.valid('json').idList), '删除评论成功'))
  .post('/comment/reply', rateLimit(limits.commentApply), validate('json', commentReplyAdminBody, ErrorCode.comment), async (c) => {
    const { id, content } = c.req.valid('json');
    return ok(c, await adminComments.replyAsOwner(c.var.db, id, content, currentUser(c), requestOrigin(c)), commentMessages.replied);
  })
  .post('/comment/list', keepsCache, validate('json', commentListAdminBody, ErrorCode.comment), async (c) => ok(c, await adminComments.listComments(c.var.db, c.req.valid('json')), adminTexts.listed))
  .put('/user/disable/:id/:disabled', validate('param', userDisableParams, ErrorCode.user), async (c) => {
    const { id, disabled } = c.req.valid('param');
    return ok(c, await setDisabled(c.var.db, publicRoom(c.env), currentUser(c).id, id, disabled), disabled ? '已禁用' : '已启用');
  })
  .put('/user/signOut/:id', validate('param', byId, ErrorCode.user), async (c) =>
    ok(c, await signOutEverywhere(c.var.db, publicRoom(c.env), currentUser(c).id, c.req.valid('param').id), sessionMessages.signedOutEverywhere),
  )
  .post('/resource/list', keepsCache, validate('json', resourceListBody, RESOURCE_ERROR_CODE), async (c) => ok(c, await listResources(c.var.db, c.req.valid('json')), adminTexts.listed))
  .post('/resource/save', validate('json', resourceSaveBody, RESOURCE_ERROR_CODE), async (c) => ok(c, await saveResource(c.var.db, c.req.valid('json')), adminTexts.saved))
  .post('/resource/delete', validate('json', idListBody, RESOURCE_ERROR_CODE), async (c) => ok(c, await deleteResources(c.var.db, c.req.valid('json').idList), adminTexts.deleted))
  .route('/music', adminMusicRoutes);
