import { create } from 'zustand';

/**
 * The little state the app shell needs before the chat code is loaded: is
 * the dialog open, and how many messages came from others while it was closed.
 */
interface ChatLauncherState {
  open: boolean;
  unread: number;
  /** true while the full-page room (/message/chat) is on screen */
  pageVisible: boolean;
  setOpen: (open: boolean) => void;
  setPageVisible: (visible: boolean) => void;
  addUnread: () => void;
}

export const useChatLauncher = create<ChatLauncherState>((set) => ({
  open: false,
  unread: 0,
  pageVisible: false,
  setOpen: (open) => set(open ? { open, unread: 0 } : { open }),
  setPageVisible: (pageVisible) => set(pageVisible ? { pageVisible, unread: 0 } : { pageVisible }),
  addUnread: () => set((s) => (s.open || s.pageVisible ? s : { unread: s.unread + 1 })),
}));
