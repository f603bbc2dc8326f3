/**
 * 一起听 over the chat socket (issue 31): says `watch` whenever the socket opens (and `join` again
 * for a listener), reads the room's frames by the contract's schema (without zod: contract/chat-listen-read.ts), keeps the room's clock and
 * lets the follower drive the player. Started once per tab by the chat page and kept: a listener
 * who leaves the page keeps listening in sync, as the music keeps playing across pages.
 */
import type { ListenTrack } from '@contract/chat-listen';
import { readListenServerFrame } from '@contract/chat-listen-read';
import { useListen } from '../stores/listen-store';
import { RoomFollower } from './follow-room';
import type { ListenPlayer, ListenSocket } from './ports';
import { localNow, RoomClock } from './room-clock';

/** Pings when a listener joins (the best of these sets the clock), then one every PING_EVERY_MS. */
const BURST = 6;
const BURST_GAP_MS = 120;
const PING_EVERY_MS = 5000;
/** A watcher's bar shows the room's progress too: a few pings set its clock well enough for a clock face. */
const WATCH_BURST = 3;

let socket: ListenSocket | null = null;
let follower: RoomFollower | null = null;
let pinger: ReturnType<typeof setInterval> | null = null;
const clock = new RoomClock();

/** Connects 一起听 to the chat socket once for the tab. */
export function startListen(chat: ListenSocket, player: ListenPlayer) {
  if (socket) return;
  socket = chat;
  follower = new RoomFollower(player, clock);
  chat.onFrame(onRaw);
  chat.onOpen(() => {
    chat.send({ type: 'listen', op: useListen.getState().joined ? 'join' : 'watch' });
    burst(useListen.getState().joined ? BURST : WATCH_BURST);
  });
  if (chat.isOpen()) {
    chat.send({ type: 'listen', op: 'watch' });
    burst(WATCH_BURST);
  }
}

function onRaw(raw: unknown) {
  const frame = readListenServerFrame(raw);
  if (!frame) return;
  if (frame.type === 'clock') {
    clock.sample(frame.t0, frame.t);
    useListen.getState().set({ rtt: Math.round(clock.rtt) });
    return;
  }
  const { room } = useListen.getState();
  // a late frame of an older state never undoes a newer one (the listeners and the control may change alone)
  const state = room && room.state.version > frame.state.version ? room.state : frame.state;
  useListen.getState().set({ room: { state, listeners: frame.listeners, control: frame.control } });
}

function ping() {
  socket?.send({ type: 'clock', t0: localNow() });
}

function burst(count = BURST) {
  for (let i = 0; i < count; i++) setTimeout(ping, i * BURST_GAP_MS);
}

/** Follow the room's player (or stop following). */
export function setJoined(joined: boolean) {
  useListen.getState().set({ joined, apart: false });
  socket?.send({ type: 'listen', op: joined ? 'join' : 'leave' });
  if (joined) {
    burst();
    pinger ??= setInterval(ping, PING_EVERY_MS);
    follower?.start();
  } else {
    if (pinger) clearInterval(pinger);
    pinger = null;
    follower?.stop();
  }
}

/** A listener who paused on their own comes back to the room's position. */
export function rejoin() {
  useListen.getState().set({ apart: false });
  follower?.start();
}

type Control =
  | { op: 'play'; track?: ListenTrack }
  | { op: 'pause' | 'skip' }
  | { op: 'seek'; position: number }
  | { op: 'queue'; track: ListenTrack }
  | { op: 'unqueue' | 'vote'; key: string };

/** A controller's move; the room checks the permission and answers with the new state (or a tip). */
export function control(move: Control) {
  socket?.send({ type: 'listen', ...move });
}

/** The room's position now (ms), by our estimate of its clock. */
export const roomNow = () => clock.now();

export const quote = (text: string) => socket?.quote(text);
