import { BOOT_PATHS } from '@contract/boot-data';
import { CHAT_PAGE_SIZE, type ChatPage, type MessageFrame, type OnlineUser } from '@contract/chat';
import { create } from 'zustand';
import { isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import type { ChatHalt } from '../lib/chat-connection';

/** One message in the room: what a message frame carries (history rows are read into the same shape). */
export type ChatItem = Omit<MessageFrame, 'type'>;

type ChatStatus = 'idle' | 'connecting' | 'online' | 'closed';

/** A text handed to the socket and not yet answered: the room either echoes it (accepted) or tips an error (refused). */
interface Sending {
  text: string;
}

interface ChatState {
  status: ChatStatus;
  /** set when the server ended this tab's chat (forced offline, too many tabs): no automatic reconnect */
  halted: ChatHalt | null;
  messages: ChatItem[];
  online: OnlineUser[];
  /** anonymous readers with the room open (this one too, when anonymous): counted, never listed */
  guests: number;
  hasMore: boolean;
  historyLoaded: boolean;
  /** the composer's text, kept until the room accepts it (shared by the dialog and the page) */
  draft: string;
  sending: Sending | null;
  setDraft: (draft: string) => void;
  markSent: (sending: Sending) => void;
  /** the room answered the text in flight: accepted clears the draft (unless it was edited since), refused keeps it */
  settle: (accepted: boolean) => void;
  setStatus: (status: ChatStatus) => void;
  setHalted: (halted: ChatHalt | null) => void;
  /** `guests` is absent from an older room's list: the last count stands */
  setOnline: (online: OnlineUser[], guests?: number) => void;
  setGuests: (guests: number) => void;
  /** older page: goes in front, in the ascending order the server sends */
  prependHistory: (items: ChatItem[], hasMore: boolean) => void;
  /** the newest page: replaces the history, keeps what the socket brought since (newer than the page) */
  resetHistory: (items: ChatItem[], hasMore: boolean) => void;
  append: (item: ChatItem) => void;
  remove: (id: number) => void;
  clear: () => void;
}

// a frame without a time (an older room) is dated on arrival
const pick = ({ id, user_id, content, content_type, nick_name, avatar, createdAt, held }: ChatItem): ChatItem => ({
  id,
  user_id,
  content,
  content_type,
  nick_name,
  avatar,
  createdAt: createdAt ?? new Date().toISOString(),
  ...(held ? { held } : {}),
});

/** Messages the socket brought, not a page of history: a newer page keeps these and nothing else of the old list. */
const arrivedLive = new WeakSet<ChatItem>();
const live = (item: ChatItem) => {
  const picked = pick(item);
  arrivedLive.add(picked);
  return picked;
};

/**
 * /message/chat's HTML carries the room's newest page as a visitor sees it (worker/seo/boot-data.ts):
 * the page's first render shows it, or the empty room, without waiting for the API. The page may be
 * a minute old (visitors' pages are cached) and the socket brings only what is sent after it opens,
 * so the controller still loads the newest page once (chat-controller.ts loadNewest).
 */
const booted = bootInitialData<ChatPage, ChatPage | undefined>(BOOT_PATHS.chatNewest, (res) => (isOk(res) ? res.result : undefined))();

export const useChatStore = create<ChatState>((set) => ({
  status: 'idle',
  halted: null,
  messages: booted?.list.map(pick) ?? [],
  online: [],
  guests: 0,
  hasMore: booted?.list.length === CHAT_PAGE_SIZE,
  historyLoaded: booted !== undefined,
  draft: '',
  sending: null,
  setDraft: (draft) => set({ draft }),
  markSent: (sending) => set({ sending }),
  settle: (accepted) =>
    set((s) => {
      if (!s.sending) return s;
      return { sending: null, draft: accepted && s.draft === s.sending.text ? '' : s.draft };
    }),
  // an open socket means the user is back in the room: a forced-offline notice no longer holds
  setStatus: (status) => set(status === 'online' ? { status, halted: null } : { status }),
  setHalted: (halted) => set({ halted }),
  setOnline: (online, guests) => set(guests === undefined ? { online } : { online, guests }),
  setGuests: (guests) => set({ guests }),
  prependHistory: (items, hasMore) =>
    set((s) => {
      const known = new Set(s.messages.map((m) => m.id));
      return { messages: [...items.filter((m) => !known.has(m.id)).map(pick), ...s.messages], hasMore };
    }),
  resetHistory: (items, hasMore) =>
    set((s) => {
      // keep live messages that arrived while the page was on its way; an earlier page's (the boot
      // block's) go: this one is newer, and one revoked or cleared since must not stay
      const newest = items.at(-1)?.id ?? 0;
      return { messages: [...items.map(pick), ...s.messages.filter((m) => m.id > newest && arrivedLive.has(m))], hasMore, historyLoaded: true };
    }),
  // a held message (审核中) that the owner approves comes again without the mark: it replaces the marked copy
  append: (item) =>
    set((s) => {
      const known = s.messages.find((m) => m.id === item.id);
      if (!known) return { messages: [...s.messages, live(item)] };
      return known.held && !item.held ? { messages: s.messages.map((m) => (m.id === item.id ? live(item) : m)) } : s;
    }),
  remove: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
  clear: () => set({ messages: [], hasMore: false }),
}));
