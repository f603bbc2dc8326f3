/**
 * 一起听 (issue 31): the chat room's shared player, as socket frames. zod's mini build, like the
 * room's other frames (chat-client-frame.ts, chat-frames.ts): the room's isolate evaluates no
 * classic zod. The original blog-v3 client knows none of these: the room sends them only to
 * sockets that said `listen watch` (ours do, after init), so it never receives one. Its limits,
 * texts and positionAt live in chat-listen-protocol.ts (re-exported here): the chat page reads
 * those, and these frames (chat-listen-read.ts), without loading zod.
 */
import * as z from 'zod/mini';
import { LISTEN_CONTROL_MODES, LISTEN_MAX_TRACK_MS } from './chat-listen-protocol';

export {
  LISTEN_CONTROL_MODES,
  LISTEN_MAX_TRACK_MS,
  LISTEN_QUEUE_MAX,
  LISTEN_SETTING_KEY,
  listenTexts,
  positionAt,
  type ListenControlMode,
} from './chat-listen-protocol';

const text = (max: number) => z.string().check(z.maxLength(max));
const ms = z.number().check(z.int(), z.gte(0), z.lte(LISTEN_MAX_TRACK_MS));

/** A track as the player keeps it (web/src/features/music/lib/song-shape.ts), cut to what the room needs: the player loads the rest by id. */
export const listenTrack = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: text(200),
  artist: text(200),
  cover: text(500),
  /** duration in ms: the room advances the queue when it has passed */
  dt: z.number().check(z.int(), z.gte(1000), z.lte(LISTEN_MAX_TRACK_MS)),
});
export type ListenTrack = z.infer<typeof listenTrack>;

const queueKey = z.string().check(z.minLength(1), z.maxLength(40));

/** Client → room. `watch`: send me the state (our client, after init); `join`/`leave`: follow the room's player or not. */
export const listenClientFrame = z.discriminatedUnion('op', [
  z.object({ type: z.literal('listen'), op: z.literal('watch') }),
  z.object({ type: z.literal('listen'), op: z.literal('join') }),
  z.object({ type: z.literal('listen'), op: z.literal('leave') }),
  z.object({ type: z.literal('listen'), op: z.literal('pause') }),
  z.object({ type: z.literal('listen'), op: z.literal('skip') }),
  /** play a track now (the current one is dropped), or resume the current one when `track` is absent */
  z.object({ type: z.literal('listen'), op: z.literal('play'), track: z.optional(listenTrack) }),
  z.object({ type: z.literal('listen'), op: z.literal('seek'), position: ms }),
  z.object({ type: z.literal('listen'), op: z.literal('queue'), track: listenTrack }),
  z.object({ type: z.literal('listen'), op: z.literal('unqueue'), key: queueKey }),
  z.object({ type: z.literal('listen'), op: z.literal('vote'), key: queueKey }),
]);
export type ListenClientFrame = z.infer<typeof listenClientFrame>;
export type ListenOp = ListenClientFrame['op'];

/** Client → room: one clock sample; the room answers with its time (NTP-style, web/src/features/listen/lib/clock.ts). */
export const clockPing = z.object({ type: z.literal('clock'), t0: z.number() });

const person = z.object({ user_id: z.number(), nick_name: z.string(), avatar: z.string() });
export type ListenPerson = z.infer<typeof person>;

const queued = z.object({
  key: z.string(),
  track: listenTrack,
  by: person,
  /** who voted it up (user ids); the most voted plays next, then the oldest */
  votes: z.array(z.number()),
});
export type ListenQueued = z.infer<typeof queued>;

export const listenControl = z.object({ mode: z.enum(LISTEN_CONTROL_MODES), users: z.array(z.number()) });
export type ListenControl = z.infer<typeof listenControl>;

/** The room's player at one moment. Position (ms) = now − startedAt while playing, `position` while paused. */
export const listenState = z.object({
  track: z.nullable(listenTrack),
  /** room time (ms since 1970) at which position 0 played; null while paused or idle */
  startedAt: z.nullable(z.number()),
  /** the position while paused (ms) */
  position: z.number(),
  queue: z.array(queued),
  /** moves on every change: a client ignores an older state arriving late */
  version: z.number(),
});
export type ListenState = z.infer<typeof listenState>;

/** Room → client (only to sockets that said `watch`). */
export const listenServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('listenState'),
    state: listenState,
    /** who follows the room's player now: signed-in people listed, readers counted */
    listeners: z.object({ list: z.array(person), guests: z.number() }),
    control: listenControl,
  }),
  /** the answer to a clock ping: the client's t0 back, and the room's time when it read the ping */
  z.object({ type: z.literal('clock'), t0: z.number(), t: z.number() }),
]);
export type ListenServerFrame = z.infer<typeof listenServerFrame>;
