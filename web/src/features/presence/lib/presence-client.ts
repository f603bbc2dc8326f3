/**
 * This tab's presence socket (issue 31; worker/chat/presence.ts): opened after the first paint,
 * it says which page the reader is on, pings so the room can tell it is alive (answered without
 * waking the room), and asks again every minute. One socket for the tab's life: moving to another
 * page is a frame, not a new socket. Loaded in its own chunk after the first paint, and without zod
 * (contract/presence-socket.ts): every page loads it.
 */
import { PRESENCE_POLL_MS, PRESENCE_PING_MS, PRESENCE_SOCKET_PATH, readPresenceCounts } from '@contract/presence-socket';
import { usePresence } from '../stores/presence-store';

const RETRY_MS = [5_000, 15_000, 60_000];

let socket: WebSocket | null = null;
let page: string | undefined;
let retries = 0;
let timers: ReturnType<typeof setInterval>[] = [];

function say() {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'presence', ...(page && { page }) }));
}

function open() {
  const { protocol, host } = window.location;
  const ws = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${PRESENCE_SOCKET_PATH}`);
  socket = ws;
  ws.onopen = () => {
    retries = 0;
    say();
  };
  ws.onmessage = (event) => {
    if (typeof event.data !== 'string' || event.data === 'pong') return;
    try {
      const counts = readPresenceCounts(JSON.parse(event.data));
      if (counts) usePresence.getState().set({ site: counts.site, page: counts.page });
    } catch {
      /* not ours */
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    // a refused or lost socket tries again later, more slowly each time; the counts just stay as they were
    const wait = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]!;
    setTimeout(open, wait);
  };
}

/** Starts once per tab; `where`: the page's key (`article:<id>`), or undefined off an article. */
export function startPresence(where: string | undefined) {
  page = where;
  if (socket) return say();
  open();
  timers = [
    setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('ping'), PRESENCE_PING_MS),
    setInterval(say, PRESENCE_POLL_MS),
  ];
  // leaving: the room hears the close at once instead of waiting for the heartbeat
  window.addEventListener('pagehide', () => {
    timers.forEach(clearInterval);
    const ws = socket;
    socket = null;
    ws?.close(1000, 'bye');
  });
}
