import type { ServerFrame } from '../../contract/chat';

/** Sends one frame; a socket that is closing just misses it (its close handler updates the list). */
export function sendFrame(ws: WebSocket, frame: ServerFrame) {
  sendText(ws, JSON.stringify(frame));
}

/** One serialisation for every receiver. */
export function broadcastFrame(frame: ServerFrame, sockets: Iterable<WebSocket>) {
  const text = JSON.stringify(frame);
  for (const ws of sockets) sendText(ws, text);
}

export function sendTip(ws: WebSocket, content: string, level: 'info' | 'error' = 'info') {
  sendFrame(ws, { type: 'tips', content, level });
}

function sendText(ws: WebSocket, text: string) {
  try {
    ws.send(text);
  } catch {
    /* closing */
  }
}
