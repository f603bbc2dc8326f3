import { Hono, type Context } from 'hono';
import { BOOT_MESSAGES } from '../../contract/boot-data';
import { CHAT_GUEST_PARAM, chatListBody, chatMessages } from '../../contract/chat';
import { ErrorCode } from '../../contract/envelope';
import { ROLE_ADMIN } from '../../contract/session';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { fail, forbidden } from '../http/app-error';
import { currentUser, requireAdmin, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { ADDRESS_HEADER, CHALLENGES_HEADER, IDENTITY_HEADER, NETWORK_HEADER, chatIdentityOf, encodeIdentity } from '../chat/chat-identity';
import { networkOf } from '../services/write-screen/rules-match';
import { chatChallengesFor } from '../services/challenge';
import { sessionCookieOf } from '../http/session-cookie';
import { socketOriginAllowed } from '../http/socket-origin';
import { listChat, publicRoom } from '../services/chat';
import { resolveIdentity } from '../services/identity';
import { signingSecret } from '../services/signing-secret';
import { clientIp } from '../http/client-ip';
import { keepsCache } from '../http/edge-cache';

export const chatRoutes = new Hono<AppEnv>()
  .post('/getChatList', keepsCache, validate('json', chatListBody, ErrorCode.chat), async (c) => {
    const { size, last_id } = c.req.valid('json');
    const user = c.var.user;
    const reader = user ? { userId: user.id, admin: user.role === ROLE_ADMIN } : {};
    return ok(c, await listChat(c.env, c.var.db, size, Number(last_id) || 0, reader), BOOT_MESSAGES.chatNewest);
  })
  .post('/delete', keepsCache, requireAdmin, async (c) => {
    await publicRoom(c.env).clearAll();
    return ok(c, undefined, chatMessages.cleared);
  })
  .delete('/deleteOne/:id', keepsCache, requireUser, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) throw fail(ErrorCode.chat, chatMessages.revokeFailed);
    const user = currentUser(c);
    const result = await publicRoom(c.env).revoke(id, { id: user.id, role: user.role });
    if (result === 'missing') throw fail(ErrorCode.chat, chatMessages.revokeFailed);
    if (result === 'forbidden') throw fail(ErrorCode.chat, chatMessages.notYours);
    return ok(c, undefined, chatMessages.revoked);
  });

/**
 * GET /ws: the chat socket. Who it is comes from the one resolver: the token
 * (query `token`; browsers cannot set headers on a WebSocket) or, for a page of
 * this site, the session cookie (the original client sends no token). The
 * identity is handed to the room in a header only this worker sets; no
 * identity means a read-only anonymous socket.
 */
export const chatSocket = async (c: Context<AppEnv>) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return new Response('Expected a WebSocket upgrade', { status: 426 });
  }
  // browsers send the cookie with any page's socket: another site's page gets no socket at all
  const origin = c.req.header('Origin');
  if (origin && !socketOriginAllowed(origin, c.req.url, c.env.ALLOWED_ORIGINS)) throw forbidden(chatMessages.foreignOrigin);
  // no Origin: not a browser, so no ambient cookie counts; the token alone decides
  const cookie = origin && c.req.query(CHAT_GUEST_PARAM) === undefined ? sessionCookieOf(c) : undefined;
  const token = c.req.query('token') || cookie;
  // a visitor without a token costs no read of the signing key
  const db = createDb(c.env.DB);
  const { user } = token ? await resolveIdentity(db, await signingSecret(c.env), token) : { user: null };
  // every socket's network, for the owner's burst rule (issue 29)
  const headers = new Headers({ Upgrade: 'websocket', [NETWORK_HEADER]: networkOf(clientIp(c)) });
  if (user) {
    headers.set(IDENTITY_HEADER, encodeIdentity(chatIdentityOf(user)));
    // a new account's first messages need a solved challenge (issue 29); the room counts them down
    const challenges = await chatChallengesFor(db, user);
    if (challenges > 0) headers.set(CHALLENGES_HEADER, String(challenges));
  } else headers.set(ADDRESS_HEADER, clientIp(c));
  // a fresh request: no header the client sent (an identity it made up included) reaches the room
  return publicRoom(c.env).fetch(new Request('http://chat-room/ws', { headers }));
};
