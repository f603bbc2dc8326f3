/**
 * The yardstick of `npm run bench:chat`: the cloudflare/workers-chat-demo
 * pattern at its smallest, in the same runtime as our room. A hibernating
 * Durable Object accepts every socket; on a message it parses the JSON, adds
 * the sender's name from the socket's attachment and a timestamp, serialises
 * once and sends to every socket from `ctx.getWebSockets()`. No identity, no
 * rate limit, no history: whatever our room costs beyond this is its own work.
 * The frame starts with `"type":"message"` and carries `content` as a plain
 * string, like ours, so the same load generator reads both.
 */
/* global WebSocketPair */
import { DurableObject } from 'cloudflare:workers';

export class ReferenceRoom extends DurableObject {
  async fetch(request) {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ name: new URL(request.url).searchParams.get('name') ?? '' });
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(ws, data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    const { name } = ws.deserializeAttachment();
    const text = JSON.stringify({ type: 'message', content: String(frame.content), name, timestamp: Date.now() });
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
