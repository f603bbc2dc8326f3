import type { Context } from 'hono';
import { chatMessages } from '../../contract/chat-protocol';
import { PRESENCE_SOCKET_PATH } from '../../contract/presence';
import { ADDRESS_HEADER } from '../chat/chat-identity';
import type { AppEnv } from '../env';
import { forbidden } from '../http/app-error';
import { clientIp } from '../http/client-ip';
import { socketOriginAllowed } from '../http/socket-origin';
import { publicRoom } from '../services/chat';

/**
 * GET /ws/presence: a page's socket to be counted (issue 31; worker/chat/presence.ts). Nobody is
 * identified: no token, no cookie, no read of anything; the room learns only the address, for its cap.
 */
export const presenceSocket = (c: Context<AppEnv>) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
  const origin = c.req.header('Origin');
  if (origin && !socketOriginAllowed(origin, c.req.url, c.env.ALLOWED_ORIGINS)) throw forbidden(chatMessages.foreignOrigin);
  const headers = new Headers({ Upgrade: 'websocket', [ADDRESS_HEADER]: clientIp(c) });
  return publicRoom(c.env).fetch(new Request(`http://chat-room${PRESENCE_SOCKET_PATH}`, { headers }));
};
