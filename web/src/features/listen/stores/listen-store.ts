import type { ListenControl, ListenPerson, ListenState } from '@contract/chat-listen';
import { create } from 'zustand';

/** The room's last state frame: the player, who follows it, who may move it. */
interface RoomListen {
  state: ListenState;
  listeners: { list: ListenPerson[]; guests: number };
  control: ListenControl;
}

interface ListenStore {
  room: RoomListen | null;
  /** this tab follows the room's player */
  joined: boolean;
  /** joined, but the listener paused their own player: out of sync by choice until they rejoin */
  apart: boolean;
  /** the last measured distance from the room's position (ms; positive: ahead), null while not playing along */
  drift: number | null;
  /** the clock sample's round trip (ms) */
  rtt: number | null;
  set: (patch: Partial<Omit<ListenStore, 'set'>>) => void;
}

export const useListen = create<ListenStore>((set) => ({
  room: null,
  joined: false,
  apart: false,
  drift: null,
  rtt: null,
  set: (patch) => set(patch),
}));
