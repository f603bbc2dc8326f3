/**
 * Who is on the site now (issue 31): pages hold a small socket of their own (`/ws/presence`), kept in
 * the chat room beside the chat's sockets but never in its roster, so no chat message goes to them.
 * Hibernation keeps an idle one free: the page pings, the runtime answers without waking the room,
 * and the ping's time (getWebSocketAutoResponseTimestamp) tells a live tab from one killed without a
 * close. Counts go to every page when someone comes, goes or moves to another article. Past
 * THROTTLE_ABOVE pages that is at most once a second (each change costs a frame per page, so a
 * crowd arriving at once would cost the square of its size); a count that waits then goes out with
 * the room's next presence event, and every page asks again each minute. No timer is held for it.
 */
import { PRESENCE_STALE_MS, presenceClientFrame, type PresenceCounts } from '../../contract/presence';

const PRESENCE_TAG = 'presence';
/** Presence sockets one address may hold: a reader's tabs, a household behind one address. */
export const MAX_PRESENCE_PER_ADDRESS = 30;
const BROADCAST_EVERY_MS = 1000;
const THROTTLE_ABOVE = 200;

interface PresenceAttachment {
  presence: true;
  /** when it joined (ms): its liveness until its first ping */
  at: number;
  page?: string;
  address: string;
  /** its first frame came: the others have heard of it */
  seen?: true;
}

const attachmentOf = (ws: WebSocket): PresenceAttachment | null => {
  try {
    const a = ws.deserializeAttachment() as PresenceAttachment | null;
    return a?.presence ? a : null;
  } catch {
    return null;
  }
};

export class Presence {
  private lastSent = -Infinity;
  private waiting = false;

  constructor(private readonly ctx: DurableObjectState) {}

  /** Every socket but the presence ones: the chat roster is built from these. */
  static chatSockets(ctx: DurableObjectState): WebSocket[] {
    const presence = new Set(ctx.getWebSockets(PRESENCE_TAG));
    return presence.size ? ctx.getWebSockets().filter((ws) => !presence.has(ws)) : ctx.getWebSockets();
  }

  accept(address: string): Response {
    const from = this.live().filter(([, a]) => a.address === address).length;
    if (from >= MAX_PRESENCE_PER_ADDRESS) return new Response('too many presence sockets', { status: 429 });
    const pair = new WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, [PRESENCE_TAG]);
    server.serializeAttachment({ presence: true, at: Date.now(), address } satisfies PresenceAttachment);
    // the others hear of it with its first frame, which says its page: one change, not two
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** A presence socket's frame: its page (now), answered with the exact counts. Anything else is ignored. */
  onFrame(ws: WebSocket, data: string | ArrayBuffer) {
    const attachment = attachmentOf(ws);
    if (!attachment || typeof data !== 'string' || data.length > 200) return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const frame = presenceClientFrame.safeParse(raw);
    if (!frame.success) return;
    if (frame.data.page !== attachment.page || !attachment.seen) {
      const { page: _old, ...rest } = attachment;
      ws.serializeAttachment({ ...rest, seen: true, ...(frame.data.page && { page: frame.data.page }) });
      // everyone's site count, and the readers of the page it left and of the one it came to
      this.changed();
    } else if (this.waiting) this.changed();
    const counts = this.counts();
    sendText(ws, JSON.stringify(counts.get(frame.data.page ?? '') ?? counts.get('')!));
  }

  /** A socket closed: if it was a presence socket, everyone's counts change. */
  left(ws: WebSocket) {
    if (attachmentOf(ws)) this.changed();
  }

  /** Counts as the room sees them now: '' is the whole site, `article:<id>` its readers. */
  counts(now = Date.now()): Map<string, PresenceCounts> {
    const live = this.live(now);
    const pages = new Map<string, number>();
    for (const [, a] of live) if (a.page) pages.set(a.page, (pages.get(a.page) ?? 0) + 1);
    const site = live.length;
    const counts = new Map<string, PresenceCounts>([['', { type: 'presence', site, page: 0 }]]);
    for (const [page, n] of pages) counts.set(page, { type: 'presence', site, page: n });
    return counts;
  }

  private live(now = Date.now()): [WebSocket, PresenceAttachment][] {
    const out: [WebSocket, PresenceAttachment][] = [];
    for (const ws of this.ctx.getWebSockets(PRESENCE_TAG)) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const a = attachmentOf(ws);
      if (!a) continue;
      const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
      if (now - Math.max(a.at, pinged) < PRESENCE_STALE_MS) out.push([ws, a]);
    }
    return out;
  }

  /** Someone came, went or moved: every page hears its counts, at most once per second. */
  private changed() {
    const now = Date.now();
    const live = this.live(now);
    if (live.length > THROTTLE_ABOVE && now - this.lastSent < BROADCAST_EVERY_MS) {
      this.waiting = true;
      return;
    }
    this.lastSent = now;
    this.waiting = false;
    const counts = this.counts(now);
    const texts = new Map<string, string>();
    for (const [ws, a] of live) {
      const key = a.page ?? '';
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = JSON.stringify(counts.get(key) ?? counts.get('')!)));
      sendText(ws, text);
    }
  }
}

function sendText(ws: WebSocket, text: string) {
  try {
    ws.send(text);
  } catch {
    /* closing */
  }
}
