/**
 * 一起听's room frames (chat-listen.ts's listenServerFrame) as the chat page reads them, without
 * zod: the bar is on the chat page's first screen, and zod's mini build would be 16 KB gzip of its
 * first load (issue 32). The room keeps zod; each line here mirrors one of chat-listen.ts, and
 * tests/web/chat-frame-read.test.ts holds the two to the same answers (contract/frame-read.ts).
 */
import type { ListenServerFrame } from './chat-listen';
import { LISTEN_CONTROL_MODES, LISTEN_MAX_TRACK_MS } from './chat-listen-protocol';
import { array, nullable, number, object, oneOf, orNull, string, tagged } from './frame-read';

const text = (max: number) => string({ max });

const listenTrack = object({
  // zod's positive(): above 0
  id: number({ int: true, min: Number.MIN_VALUE }),
  name: text(200),
  artist: text(200),
  cover: text(500),
  dt: number({ int: true, min: 1000, max: LISTEN_MAX_TRACK_MS }),
});

const person = object({ user_id: number(), nick_name: string(), avatar: string() });

const queued = object({ key: string(), track: listenTrack, by: person, votes: array(number()) });

const listenControl = object({ mode: oneOf(...LISTEN_CONTROL_MODES), users: array(number()) });

const listenState = object({
  track: nullable(listenTrack),
  startedAt: nullable(number()),
  position: number(),
  queue: array(queued),
  version: number(),
});

const listenServerFrameRead = tagged('type', {
  listenState: object({
    type: oneOf('listenState'),
    state: listenState,
    listeners: object({ list: array(person), guests: number() }),
    control: listenControl,
  }),
  clock: object({ type: oneOf('clock'), t0: number(), t: number() }),
});

/** A 一起听 frame, or null. */
export const readListenServerFrame: (data: unknown) => ListenServerFrame | null = orNull(listenServerFrameRead);
