/**
 * The yardstick of `npm run bench:chat`: the cloudflare/workers-chat-demo
 * pattern at its smallest, in the same runtime as our room. A hibernating
 * Durable Object accepts every socket; on a message it parses the JSON, adds
 * the sender from the socket's attachment, serialises once and sends to every
 * socket from `ctx.getWebSockets()`. No identity check, rate limit, filter or
 * history: whatever our room costs beyond this is its own work.
 *
 * Its frame has the fields and sizes of ours (contract/chat.ts) by default,
 * so both rooms put the same bytes on the wire; FRAME=demo sends the demo's
 * smaller `{ name, message, timestamp }` shape instead (with `type` first and
 * the text as `content`, which the load generator reads).
 */
/* global WebSocketPair */
import { DurableObject } from 'cloudflare:workers';

export class ReferenceRoom extends DurableObject {
  lastId = 0;

  async fetch(request) {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    const query = new URL(request.url).searchParams;
    server.serializeAttachment({ id: Number(query.get('id')) || 0, name: query.get('name') ?? '', avatar: '' });
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(ws, data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    const sender = ws.deserializeAttachment();
    const content = String(frame.content);
    const text =
      this.env.FRAME === 'demo'
        ? JSON.stringify({ type: 'message', content, name: sender.name, timestamp: Date.now() })
        : JSON.stringify({
            type: 'message',
            id: ++this.lastId,
            user_id: sender.id,
            content,
            content_type: 'text',
            nick_name: sender.name,
            avatar: sender.avatar,
            createdAt: new Date().toISOString(),
          });
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        /* closing */
      }
    }
  }

  webSocketClose(ws, code, reason) {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      /* already closed */
    }
  }
}

export default {
  fetch: (request, env) => env.ROOM.getByName('reference').fetch(request),
};
