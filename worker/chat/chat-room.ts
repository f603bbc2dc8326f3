import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';

/**
 * The public chat room: one instance named "public" owns every socket and the
 * chat history (its own SQLite). Sockets use the hibernation API so an idle
 * room costs nothing.
 */
export class ChatRoom extends DurableObject<Bindings> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }
}
