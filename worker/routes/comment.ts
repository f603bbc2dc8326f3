import { Hono, type Context } from 'hono';
import {
  commentAddBody,
  commentApplyBody,
  commentChildListBody,
  commentDeleteParams,
  commentLocateBody,
  commentMessages,
  commentParentListBody,
  commentTotalBody,
} from '../../contract/comment';
import { ErrorCode } from '../../contract/envelope';
import { ROLE_ADMIN } from '../../contract/session';
import { heldTexts } from '../../contract/write-rules-base';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { clientIp, requestOrigin as origin } from '../http/client-ip';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { screenRequest } from '../http/screen';
import { validate } from '../http/validate';
import * as queries from '../services/comment-queries';
import { checkChallenge } from '../services/challenge';
import * as writes from '../services/comments';
import { keepsCache } from '../http/edge-cache';
import { pushAfter } from '../http/push-after';
import { pushComment } from '../services/push/triggers';

const code = ErrorCode.comment;
/** Who reads: their likes, and the held comments they may see (their own; every one for the owner). */
const viewer = (c: Context<AppEnv>) => ({ userId: c.var.user?.id, ip: clientIp(c), admin: c.var.user?.role === ROLE_ADMIN });

/**
 * Contract §3.4. Writing needs a token (the author is the token's user, never
 * the body's from_id); reading is public.
 */
export const commentRoutes = new Hono<AppEnv>()
  .post('/add', rateLimit(limits.commentAdd), requireUser, validate('json', commentAddBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'comment', { body: input.content }, await checkChallenge(c, 'comment', currentUser(c)));
    const written = await writes.addComment(c.var.db, input, currentUser(c), origin(c), verdict);
    pushAfter(c, (env, site) => pushComment(c.var.db, env, site, written.res));
    return ok(c, written, verdict.held ? heldTexts.comment : commentMessages.added);
  })
  .post('/apply', rateLimit(limits.commentApply), requireUser, validate('json', commentApplyBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'comment', { body: input.content }, await checkChallenge(c, 'comment', currentUser(c)));
    const written = await writes.applyComment(c.var.db, input, currentUser(c), origin(c), verdict);
    pushAfter(c, (env, site) => pushComment(c.var.db, env, site, written.res));
    return ok(c, written, verdict.held ? heldTexts.reply : commentMessages.replied);
  })
  .delete('/delete/:id/:parent_id', requireUser, validate('param', commentDeleteParams, code), async (c) => {
    return ok(c, await writes.deleteComment(c.var.db, c.req.valid('param').id, currentUser(c)), commentMessages.deleted);
  })
  .post('/frontGetParentComment', keepsCache, validate('json', commentParentListBody, code), async (c) => {
    return ok(c, await queries.listParents(c.var.db, c.req.valid('json'), viewer(c)), '获取评论成功');
  })
  .post('/frontGetChildrenComment', keepsCache, validate('json', commentChildListBody, code), async (c) => {
    return ok(c, await queries.listChildren(c.var.db, c.req.valid('json'), viewer(c)), '获取回复成功');
  })
  .post('/locate', keepsCache, validate('json', commentLocateBody, code), async (c) => {
    return ok(c, await queries.locate(c.var.db, c.req.valid('json').id, viewer(c)), '获取评论位置成功');
  })
  .post('/getCommentTotal', keepsCache, validate('json', commentTotalBody, code), async (c) => {
    const { type, for_id } = c.req.valid('json');
    return ok(c, await queries.totalFor(c.var.db, type, for_id), '获取评论总数成功');
  });
