import type { ListenState } from '@contract/chat-listen';
import { positionAt } from '@contract/chat-listen-protocol';
import { advance } from '@contract/chat-listen-state';
import { useEffect, useState } from 'react';
import { roomNow } from '../lib/listen-client';

/** The room's state and position as they are now, redrawn twice a second while it plays. */
export function useRoomNow(state: ListenState | undefined): { state: ListenState | undefined; position: number } {
  const [, redraw] = useState(0);
  const playing = state?.startedAt !== null && state?.track;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => redraw((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, [playing]);
  if (!state) return { state, position: 0 };
  const now = roomNow();
  const current = advance(state, now);
  return { state: current, position: positionAt(current, now) };
}
