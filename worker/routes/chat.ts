import { Hono, type Context } from 'hono';
import { chatListBody, chatMessages } from '../../contract/chat';
import { ErrorCode } from '../../contract/envelope';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { fail } from '../http/app-error';
import { currentUser, requireAdmin, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { IDENTITY_HEADER, encodeIdentity } from '../chat/socket-state';
import { listChat, publicRoom, socketIdentity } from '../services/chat';
import { verifyToken } from '../services/token';

export const chatRoutes = new Hono<AppEnv>()
  .post('/getChatList', validate('json', chatListBody, ErrorCode.chat), async (c) => {
    const { size, last_id } = c.req.valid('json');
    return ok(c, await listChat(c.env, c.var.db, size, Number(last_id) || 0), '获取聊天记录成功');
  })
  .post('/delete', requireAdmin, async (c) => {
    await publicRoom(c.env).clearAll();
    return ok(c, undefined, chatMessages.cleared);
  })
  .delete('/deleteOne/:id', requireUser, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) throw fail(ErrorCode.chat, chatMessages.revokeFailed);
    const user = currentUser(c);
    const result = await publicRoom(c.env).revoke(id, { id: user.id, role: user.role });
    if (result === 'missing') throw fail(ErrorCode.chat, chatMessages.revokeFailed);
    if (result === 'forbidden') throw fail(ErrorCode.chat, chatMessages.notYours);
    return ok(c, undefined, chatMessages.revoked);
  });

/**
 * GET /ws: the chat socket. The token (query `token`; browsers cannot set
 * headers on a WebSocket) is verified here and the identity handed to the room
 * in a header only this worker sets; a missing or bad token means a read-only
 * anonymous socket.
 */
export const chatSocket = async (c: Context<AppEnv>) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket upgrade', { status: 426 });
  }
  const headers = new Headers({ Upgrade: 'websocket' });
  const token = c.req.query('token');
  if (token) {
    const check = await verifyToken(token, c.env.JWT_SECRET);
    if (check.ok) headers.set(IDENTITY_HEADER, encodeIdentity(await socketIdentity(createDb(c.env.DB), check.user)));
  }
  // a fresh request: no header the client sent (an identity it made up included) reaches the room
  return publicRoom(c.env).fetch(new Request('http://chat-room/ws', { headers }));
};
