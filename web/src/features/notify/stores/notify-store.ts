import { create } from 'zustand';

interface NotifyState {
  open: boolean;
  /** the drawer's code is fetched the first time it is wanted */
  wanted: boolean;
  unread: number;
  show: () => void;
  hide: () => void;
  setUnread: (n: number) => void;
}

export const useNotifyStore = create<NotifyState>((set) => ({
  open: false,
  wanted: false,
  unread: 0,
  show: () => set({ open: true, wanted: true }),
  hide: () => set({ open: false }),
  setUnread: (unread) => set({ unread }),
}));
