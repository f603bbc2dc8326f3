/**
 * 一起听 in the chat room (issue 31): the shared player's frames, its state and who follows it.
 * Only sockets that said `listen watch` (our client does after init) hear of it, so the original
 * client never gets a frame it does not know. Nothing here runs on a plain chat message's way:
 * message-path.ts hands a frame over only after the message parse refused it.
 */
import {
  clockPing,
  listenClientFrame,
  listenTexts,
  type ListenClientFrame,
  type ListenControl,
  type ListenPerson,
  type ListenServerFrame,
  type ListenState,
  type ListenTrack,
} from '../../../contract/chat-listen';
import { isOwnImage } from '../../../contract/own-image';
import { advance, applyMove, type ListenMove } from '../../../contract/chat-listen-state';
import { chatMessages } from '../../../contract/chat-protocol';
import { sendTip } from '../frames-out';
import { type Bucket, type BucketRule, takeToken } from '../token-bucket';
import type { Room } from '../room';
import type { SocketState } from '../socket-state';
import { mayControl, readListenControl } from './listen-control';
import { ListenStore } from './listen-store';

type ControlFrame = Exclude<ListenClientFrame, { op: 'watch' | 'join' | 'leave' }>;

/**
 * 一起听's frames per socket: our client sends six clock pings on joining, one every 5 s after,
 * and a frame per button pressed; past this a socket's frames are dropped (a control is told why).
 * Kept in memory: a bucket lost to hibernation only starts full again.
 */
const LISTEN_RULE: BucketRule = { capacity: 20, refillPerSecond: 1 };

/** A frame that is ours to read: `listen` and `clock` (any other type stays the message path's malformed frame). */
export function isListenFrame(raw: unknown): raw is { type: 'listen' | 'clock' } {
  if (typeof raw !== 'object' || raw === null) return false;
  const type = (raw as { type?: unknown }).type;
  return type === 'listen' || type === 'clock';
}

export class ListenRoom {
  private state: ListenState;
  private control: ListenControl | null = null;
  private readonly store: ListenStore;
  private readonly buckets = new WeakMap<WebSocket, Bucket>();

  constructor(
    private readonly room: Room,
    sql: SqlStorage,
  ) {
    this.store = new ListenStore(sql);
    this.state = this.store.load();
  }

  onFrame(ws: WebSocket, st: SocketState, raw: { type: 'listen' | 'clock' }): void | Promise<void> {
    let bucket = this.buckets.get(ws);
    if (!bucket) this.buckets.set(ws, (bucket = { tokens: LISTEN_RULE.capacity, refilledAt: Date.now() }));
    if (!takeToken(bucket, LISTEN_RULE)) return raw.type === 'listen' ? sendTip(ws, chatMessages.tooFast, 'error') : undefined;
    if (raw.type === 'clock') {
      const ping = clockPing.safeParse(raw);
      // the room's clock as it read the ping: the client keeps the sample with the shortest round trip
      if (ping.success) send(ws, { type: 'clock', t0: ping.data.t0, t: Date.now() });
      return;
    }
    const parsed = listenClientFrame.safeParse(raw);
    if (!parsed.success) return sendTip(ws, chatMessages.badFrame, 'error');
    const frame = parsed.data;
    if (frame.op === 'watch' || frame.op === 'join' || frame.op === 'leave') return this.follow(ws, st, frame.op);
    return this.move(ws, st, frame);
  }

  /** A socket left the room: if it was listening, the others see one listener fewer. */
  left(st: SocketState) {
    if (st.listen === 'join') void this.broadcast();
  }

  /** The owner saved the setting: the next control frame is judged by it, and everyone's buttons follow. */
  setControl(control: ListenControl) {
    this.control = control;
    void this.broadcast();
  }

  /** The state now (the queue advanced by the clock), for tests and the state frames. */
  current(now = Date.now()): ListenState {
    const advanced = advance(this.state, now);
    if (advanced !== this.state) {
      this.state = advanced;
      this.store.save(advanced);
    }
    return advanced;
  }

  private async follow(ws: WebSocket, st: SocketState, op: 'watch' | 'join' | 'leave') {
    const was = st.listen;
    st.listen = op === 'join' ? 'join' : 'watch';
    if (st.listen !== was) this.room.roster.save(ws);
    // a watcher alone learns the state; a change of listeners is everyone's to see
    if (op === 'watch' && was !== 'join') return send(ws, await this.stateFrame());
    await this.broadcast();
  }

  private async move(ws: WebSocket, st: SocketState, frame: ControlFrame) {
    const user = st.user;
    if (!user) return sendTip(ws, listenTexts.loginFirst, 'error');
    const [role, control] = await Promise.all([this.room.accounts.roleNow(user), readListenControl(this.room.env.DB)]);
    this.control = control;
    if (role === null) return this.room.accountGone(user.id);
    // a vote is a reader's wish, not a move of the player: every signed-in listener may cast one
    if (frame.op !== 'vote' && !mayControl(control, user.id, role)) return sendTip(ws, listenTexts.notAllowed, 'error');
    const by: ListenPerson = { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar };
    const move: ListenMove =
      frame.op === 'queue'
        ? { op: 'queue', track: ownCover(frame.track), key: crypto.randomUUID(), by }
        : frame.op === 'vote'
          ? { op: 'vote', key: frame.key, userId: user.id }
          : frame.op === 'pause' || frame.op === 'skip'
            ? { op: frame.op }
            : frame.op === 'play' && frame.track
              ? { op: 'play', track: ownCover(frame.track) }
              : frame;
    const next = applyMove(this.state, move, Date.now());
    if ('refuse' in next) return sendTip(ws, next.refuse, 'error');
    if (next === this.state) return send(ws, await this.stateFrame());
    this.state = next;
    this.store.save(next);
    await this.broadcast();
  }

  private async stateFrame(): Promise<ListenServerFrame> {
    this.control ??= await readListenControl(this.room.env.DB);
    const list = new Map<number, ListenPerson>();
    let guests = 0;
    for (const [, st] of this.room.roster.entries()) {
      if (st.listen !== 'join') continue;
      if (!st.user) guests++;
      else if (!list.has(st.user.id)) list.set(st.user.id, { user_id: st.user.id, nick_name: st.user.nick_name, avatar: st.user.avatar });
    }
    return { type: 'listenState', state: this.current(), listeners: { list: [...list.values()], guests }, control: this.control };
  }

  private async broadcast() {
    const text = JSON.stringify(await this.stateFrame());
    for (const [ws, st] of this.room.roster.entries()) if (st.listen) sendText(ws, text);
  }
}

/** Every page shows the cover: only a picture of this site, never an address elsewhere (an upstream cover is dropped). */
const ownCover = (track: ListenTrack): ListenTrack => (isOwnImage(track.cover) ? track : { ...track, cover: '' });

function send(ws: WebSocket, frame: ListenServerFrame) {
  sendText(ws, JSON.stringify(frame));
}

function sendText(ws: WebSocket, text: string) {
  try {
    ws.send(text);
  } catch {
    /* closing */
  }
}
