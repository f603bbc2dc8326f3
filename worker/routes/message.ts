import { Hono, type Context } from 'hono';
import { BOOT_MESSAGES } from '../../contract/boot-data';
import { ErrorCode } from '../../contract/envelope';
import { messageAddBody, messageDeleteBody, messageListBody, messageTexts, messageUpdateBody } from '../../contract/message';
import { idField } from '../../contract/paging';
import { ROLE_ADMIN } from '../../contract/session';
import { heldTexts } from '../../contract/write-rules-base';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { screenRequest } from '../http/screen';
import { validate } from '../http/validate';
import { pushAfter } from '../http/push-after';
import { pushNote } from '../services/push/site-triggers';
import { checkChallenge } from '../services/challenge';
import * as board from '../services/messages';
import { keepsCache } from '../http/edge-cache';

const code = ErrorCode.message;
/** Who reads: their likes, and the held notes they may see (their own; every one for the owner). */
const viewer = (c: Context<AppEnv>) => ({ userId: c.var.user?.id, ip: clientIp(c), admin: c.var.user?.role === ROLE_ADMIN });
const idParam = z.object({ id: idField(messageTexts.badId) });

/** Contract §3.8. Guests may post (as 游客xxxxx); editing and deleting are for the author or an administrator. */
export const messageRoutes = new Hono<AppEnv>()
  .post('/getMessageList', keepsCache, validate('json', messageListBody, code), async (c) => {
    return ok(c, await board.listBoardNotes(c.var.db, c.req.valid('json'), viewer(c)), '获取留言列表成功');
  })
  .get('/getAllMessage', async (c) => ok(c, await board.allMessages(c.var.db, viewer(c)), '获取留言成功'))
  // ours: the detail and edit pages load one entry instead of trusting a copy in localStorage
  .get('/getMessageById/:id', validate('param', idParam, code), async (c) => {
    return ok(c, await board.getMessage(c.var.db, c.req.valid('param').id, viewer(c)), BOOT_MESSAGES.note);
  })
  .post('/add', rateLimit(limits.messageAdd), validate('json', messageAddBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'note', { body: `${input.message}\n${input.tag}` }, await checkChallenge(c, 'note', c.var.user));
    const note = await board.addMessage(c.var.db, input, c.var.user, verdict);
    pushAfter(c, (env, site) => pushNote(env, site, note));
    return ok(c, true, verdict.held ? heldTexts.note : messageTexts.added);
  })
  .post('/update', rateLimit(limits.messageUpdate), requireUser, validate('json', messageUpdateBody, code), async (c) => {
    const input = c.req.valid('json');
    const verdict = await screenRequest(c, 'note', { body: `${input.message}\n${input.tag}` });
    return ok(c, await board.updateMessage(c.var.db, input, currentUser(c), verdict), verdict.held ? heldTexts.note : messageTexts.updated);
  })
  .put('/delete', rateLimit(limits.messageDelete), requireUser, validate('json', messageDeleteBody, code), async (c) => {
    return ok(c, await board.deleteMessages(c.var.db, c.req.valid('json').idList, currentUser(c)), messageTexts.deleted);
  })
  .get('/getHotTagList', async (c) => ok(c, await board.hotTags(c.var.db), BOOT_MESSAGES.noteHotTags));
