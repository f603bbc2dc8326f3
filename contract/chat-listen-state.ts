/**
 * The room's shared player as pure moves on its state (issue 31), used by both ends: the room
 * applies a controller's move and stores the result; a client derives the queue's advance from
 * the same clock without waiting for a frame. No timers anywhere: a track that has run past its
 * end is followed by the next one the moment anyone reads the state.
 */
import type { ListenPerson, ListenQueued, ListenState, ListenTrack } from './chat-listen';
import { LISTEN_QUEUE_MAX, listenTexts, positionAt } from './chat-listen-protocol';

export const IDLE: ListenState = { track: null, startedAt: null, position: 0, queue: [], version: 0 };

/** The queue's next track: the most votes first, then the one added first. */
export function nextIndex(queue: ListenQueued[]): number {
  let best = -1;
  for (let i = 0; i < queue.length; i++) if (best < 0 || queue[i]!.votes.length > queue[best]!.votes.length) best = i;
  return best;
}

function takeNext(queue: ListenQueued[]): { track: ListenTrack | null; queue: ListenQueued[] } {
  const i = nextIndex(queue);
  if (i < 0) return { track: null, queue };
  return { track: queue[i]!.track, queue: queue.filter((_, j) => j !== i) };
}

/**
 * The state as it is at room time `now`: every track whose time has passed gives way to the next
 * in the queue, which started at the moment the one before it ended. Answers the same object when
 * nothing passed (the room then writes nothing).
 */
export function advance(state: ListenState, now: number): ListenState {
  let { track, startedAt, queue } = state;
  let moved = false;
  while (track && startedAt !== null && now - startedAt >= track.dt) {
    const endedAt: number = startedAt + track.dt;
    ({ track, queue } = takeNext(queue));
    startedAt = track ? endedAt : null;
    moved = true;
  }
  if (!moved) return state;
  return { track, startedAt, position: 0, queue, version: state.version + 1 };
}

/** A controller's move, as the room receives it (the permission is checked before). */
export type ListenMove =
  | { op: 'play'; track?: ListenTrack }
  | { op: 'pause' | 'skip' }
  | { op: 'seek'; position: number }
  | { op: 'queue'; track: ListenTrack; key: string; by: ListenPerson }
  | { op: 'unqueue'; key: string }
  | { op: 'vote'; key: string; userId: number };

/** Applies one move at room time `now` (to the advanced state); answers the new state, or the refusal the mover reads. */
export function applyMove(current: ListenState, move: ListenMove, now: number): ListenState | { refuse: string } {
  const state = advance(current, now);
  const next = (patch: Partial<ListenState>): ListenState => ({ ...state, ...patch, version: state.version + 1 });
  const startNow = (track: ListenTrack | null, queue = state.queue) => next({ track, startedAt: track ? now : null, position: 0, queue });
  switch (move.op) {
    case 'play': {
      if (move.track) return startNow(move.track, state.queue.filter((q) => q.track.id !== move.track!.id));
      if (state.track && state.startedAt === null) return next({ startedAt: now - state.position });
      if (state.track) return state;
      const taken = takeNext(state.queue);
      return taken.track ? startNow(taken.track, taken.queue) : { refuse: listenTexts.nothing };
    }
    case 'pause':
      if (!state.track || state.startedAt === null) return state;
      return next({ startedAt: null, position: positionAt(state, now) });
    case 'seek': {
      if (!state.track) return { refuse: listenTexts.nothing };
      const position = Math.min(move.position, state.track.dt - 1);
      return state.startedAt === null ? next({ position }) : next({ startedAt: now - position });
    }
    case 'skip': {
      const taken = takeNext(state.queue);
      const paused = state.track !== null && state.startedAt === null;
      return paused ? next({ track: taken.track, position: 0, queue: taken.queue }) : startNow(taken.track, taken.queue);
    }
    case 'queue': {
      if (state.queue.length >= LISTEN_QUEUE_MAX) return { refuse: listenTexts.queueFull };
      if (state.queue.some((q) => q.track.id === move.track.id)) return { refuse: listenTexts.alreadyQueued };
      const queue = [...state.queue, { key: move.key, track: move.track, by: move.by, votes: [] }];
      // an idle room starts what was just added: nobody has to press play twice
      return state.track ? next({ queue }) : startNow(move.track, state.queue);
    }
    case 'unqueue':
      if (!state.queue.some((q) => q.key === move.key)) return { refuse: listenTexts.gone };
      return next({ queue: state.queue.filter((q) => q.key !== move.key) });
    case 'vote': {
      if (!state.queue.some((q) => q.key === move.key)) return { refuse: listenTexts.gone };
      const toggle = (votes: number[]) => (votes.includes(move.userId) ? votes.filter((v) => v !== move.userId) : [...votes, move.userId]);
      return next({ queue: state.queue.map((q) => (q.key === move.key ? { ...q, votes: toggle(q.votes) } : q)) });
    }
  }
}
