import {
  CHAT_GUEST_PARAM,
  CHAT_SOCKET_PATH,
  CLOSE_ACCOUNT_CHANGED,
  CLOSE_FORCED_OFFLINE,
  CLOSE_TOO_MANY_SOCKETS,
  type ClientFrameInput,
  type ServerFrame,
} from '@contract/chat';
import { readServerFrame } from '@contract/chat-frame-read';

const CHECK_INTERVAL_MS = 30_000;
const RETRY_DELAY_MS = 5_000;
const MAX_RETRIES = 5;

/** Why the server ended this tab's chat for good: forced offline (4001) or too many tabs of one user (4002). */
export type ChatHalt = 'forcedOffline' | 'tooManySockets';

export interface ConnectionEvents {
  onStatus: (status: 'connecting' | 'online' | 'closed') => void;
  onFrame: (frame: ServerFrame) => void;
  /** no reconnect follows, not even from the 30 s check, until start() is called again */
  onHalted: (reason: ChatHalt) => void;
  /** the account behind the socket changed (4003); the connection rejoins once by itself */
  onAccountChanged: () => void;
  /** a connection attempt failed and another one is scheduled */
  onRetry: (attempt: number) => void;
  /** a frame the chat contract does not know (一起听's, issue 31): whoever reads it parses it with its own schema */
  onOther?: (raw: unknown) => void;
}

export interface ConnectionOptions {
  url?: (token: string) => string;
  createSocket?: (url: string) => WebSocket;
}

const defaultUrl = (token: string) => {
  const { protocol, host } = window.location;
  // a reader says so: a session cookie left in the browser must not make the socket someone
  const query = token ? `?token=${encodeURIComponent(token)}` : `?${CHAT_GUEST_PARAM}=1`;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${CHAT_SOCKET_PATH}${query}`;
};

/**
 * The client side of spec §4 "Chat connection": init on open; a check every
 * 30 s reopens a socket that is not open (and pings, which the room answers
 * without waking); a connection that fails retries every 5 s, at most 5
 * times; a message sent while disconnected waits for the next open. A socket
 * closed as forced offline (4001) or as the oldest of too many tabs (4002)
 * stays closed until the user reconnects: reopening a 4002 tab would close the
 * user's next-oldest tab, and so on round the tabs. A socket closed because
 * its account changed (4003) rejoins once with the same session, which the
 * server now reads as whoever it is (anonymous, a normal user); a second 4003
 * for that session, or a failed rejoin, leaves it closed instead of looping.
 */
export class ChatConnection {
  private socket: WebSocket | null = null;
  private token = '';
  private pending: ClientFrameInput | null = null;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = true;
  /** the session that already rejoined after a 4003 */
  private rejoinedAs: string | null = null;
  /** the one attempt of a rejoin is under way */
  private rejoining = false;

  constructor(
    private readonly events: ConnectionEvents,
    private readonly options: ConnectionOptions = {},
  ) {}

  /** Opens (or reopens with a new token) and starts the periodic check. */
  start(token: string) {
    this.stopped = false;
    this.token = token;
    this.retries = 0;
    this.rejoining = false;
    this.open();
    if (!this.checkTimer) this.checkTimer = setInterval(() => this.check(), CHECK_INTERVAL_MS);
  }

  stop() {
    this.stopped = true;
    if (this.checkTimer) clearInterval(this.checkTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.checkTimer = this.retryTimer = null;
    this.drop();
    this.events.onStatus('closed');
  }

  get isOpen() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends now, or keeps the frame and reconnects first (spec §5 "If the socket is not open it reconnects first"). */
  send(frame: ClientFrameInput) {
    if (this.isOpen) {
      this.socket!.send(JSON.stringify(frame));
      return;
    }
    this.pending = frame;
    if (this.stopped) this.start(this.token);
    else if (this.socket?.readyState !== WebSocket.CONNECTING) {
      this.retries = 0;
      this.open();
    }
  }

  /** Another feature's frame (一起听): sent only while open; it says again what it needs when the socket reopens. */
  sendOther(frame: object) {
    if (this.isOpen) this.socket!.send(JSON.stringify(frame));
  }

  private check() {
    if (this.stopped) return;
    if (this.isOpen) this.socket!.send('ping');
    else if (this.socket?.readyState !== WebSocket.CONNECTING && !this.retryTimer) this.open();
  }

  private open() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.drop();
    this.events.onStatus('connecting');
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((u) => new WebSocket(u)))((this.options.url ?? defaultUrl)(this.token));
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.retries = 0;
      this.rejoining = false;
      this.events.onStatus('online');
      socket.send(JSON.stringify({ type: 'init' }));
      if (this.pending) {
        socket.send(JSON.stringify(this.pending));
        this.pending = null;
      }
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      let raw: unknown;
      try {
        raw = JSON.parse(event.data);
      } catch {
        return;
      }
      const frame = readServerFrame(raw);
      if (frame) this.events.onFrame(frame);
      else this.events.onOther?.(raw);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      if (event.code === CLOSE_FORCED_OFFLINE || event.code === CLOSE_TOO_MANY_SOCKETS) {
        this.halt();
        this.events.onHalted(event.code === CLOSE_FORCED_OFFLINE ? 'forcedOffline' : 'tooManySockets');
        return;
      }
      if (event.code === CLOSE_ACCOUNT_CHANGED) {
        this.events.onAccountChanged();
        this.rejoin();
        return;
      }
      this.events.onStatus('closed');
      if (!opened && !this.stopped) this.failed();
    };
  }

  private rejoin() {
    if (this.stopped || this.rejoinedAs === this.token) {
      this.halt();
      return;
    }
    this.rejoinedAs = this.token;
    this.rejoining = true;
    this.open();
  }

  /** Closed until start(): no retry, no check, no frame waiting to go out. */
  private halt() {
    this.stopped = true;
    this.pending = null;
    if (this.checkTimer) clearInterval(this.checkTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.checkTimer = this.retryTimer = null;
    this.events.onStatus('closed');
  }

  private failed() {
    if (this.rejoining) {
      // one attempt only: the changed account may no longer be allowed a socket
      this.rejoining = false;
      this.halt();
      return;
    }
    if (this.retries >= MAX_RETRIES) return; // the 30 s check keeps trying quietly
    this.retries += 1;
    this.events.onRetry(this.retries);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, RETRY_DELAY_MS);
  }

  private drop() {
    const old = this.socket;
    this.socket = null;
    if (old && old.readyState <= WebSocket.OPEN) {
      old.onclose = null;
      old.close(1000, 'replaced');
    }
  }
}

