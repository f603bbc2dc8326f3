import { create } from 'zustand';

/** People on the site now and on this article (issue 31); null until the room has answered. Tiny: the header's button reads it. */
interface PresenceState {
  site: number | null;
  page: number | null;
  set: (patch: { site: number; page: number }) => void;
}

export const usePresence = create<PresenceState>((set) => ({
  site: null,
  page: null,
  set: (patch) => set(patch),
}));
