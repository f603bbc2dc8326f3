import { CHAT_PAGE_SIZE, chatMessages, type ServerFrame } from '@contract/chat';
import { toast } from '@/components/toast/toast';
import { useSession } from '@/lib/session-store';
import { isOk } from '@/lib/api-client';
import { getChatList } from '../api/chat-api';
import { ChatConnection } from './chat-connection';
import { useChatLauncher } from '../stores/chat-launcher-store';
import { useChatStore } from '../stores/chat-store';

const closeReasons = new Set<string>([chatMessages.tooManySockets, chatMessages.accountChanged]);

function onFrame(frame: ServerFrame) {
  const store = useChatStore.getState();
  switch (frame.type) {
    case 'tips':
      // the room also tips these to clients that ignore close codes; ours reports them once, from the close
      if (closeReasons.has(frame.content)) return;
      // a refusal (too fast, too long, …) answers the text in flight: the composer keeps it to try again
      if (frame.level === 'error') store.settle(false);
      if (frame.content === chatMessages.replaced) toast.warning(frame.content, undefined, 5000);
      else if (frame.content === chatMessages.loginFirst) toast.warning(frame.content, undefined, 3000);
      else if (frame.level === 'error') toast.warning(frame.content);
      else toast.success(frame.content);
      return;
    case 'message':
      if (!frame.content) return;
      store.append(frame);
      if (frame.user_id !== useSession.getState().userInfo?.id) useChatLauncher.getState().addUnread();
      // our own text came back: the room accepted it, so the composer can let it go
      else if (frame.content_type === 'text') store.settle(true);
      return;
    case 'onlineList':
      // anonymous readers are never in the list: unlike the original client we keep reading anyway
      store.setOnline(frame.list, frame.guests);
      return;
    case 'guests':
      store.setGuests(frame.count);
      return;
    case 'revert':
      store.remove(frame.message_id);
      return;
    case 'clear':
      store.clear();
      return;
    default:
      // a frame added to the contract stops this line compiling until it is handled above
      return unhandled(frame);
  }
}

const unhandled = (frame: never): void => void frame;

let connection: ChatConnection | null = null;

/** The one socket of this tab, shared by the dialog and the /message/chat page. */
export function chatConnection(): ChatConnection {
  connection ??= new ChatConnection({
    onStatus: (status) => useChatStore.getState().setStatus(status),
    onFrame,
    onHalted: (reason) => {
      // the frame in flight was dropped with the socket: its text stays in the composer
      useChatStore.getState().settle(false);
      useChatStore.getState().setHalted(reason);
      toast.warning(chatMessages[reason], undefined, 5000);
    },
    onAccountChanged: () => toast.warning(chatMessages.accountChanged, undefined, 5000),
    onRetry: () => toast.warning(chatMessages.connectFailed),
    onOther: (raw) => otherListeners.forEach((listen) => listen(raw)),
  });
  return connection;
}

const otherListeners = new Set<(raw: unknown) => void>();

/**
 * The tab's chat socket as another feature uses it (一起听, issue 31; composed in app/): its own
 * frames out, the frames the chat contract does not know in, the moment it is (re)opened, and the
 * composer to quote into.
 */
export const chatSocketPort = {
  send: (frame: object) => chatConnection().sendOther(frame),
  isOpen: () => chatConnection().isOpen,
  onFrame(listener: (raw: unknown) => void): () => void {
    otherListeners.add(listener);
    return () => otherListeners.delete(listener);
  },
  onOpen(listener: () => void): () => void {
    return useChatStore.subscribe((s, prev) => {
      if (s.status === 'online' && prev.status !== 'online') listener();
    });
  },
  quote(text: string) {
    const { draft, setDraft } = useChatStore.getState();
    setDraft(draft ? `${draft} ${text}` : text);
  },
};

let started = false;
/** The newest page on its way: an older page goes in front of what it answers, not of the list it replaces. */
let newest: Promise<void> = Promise.resolve();

/**
 * Connects once for the life of the tab (so the unread count keeps counting) and loads the first page,
 * also when the page brought one (chat-store.ts: it may be a minute old, and what was sent between
 * it and the socket's opening comes with no frame).
 */
export function ensureChatStarted() {
  if (started) return;
  started = true;
  connectAs(useSession.getState().token);
  newest = loadNewest();
  // a login, logout or account switch reopens the socket with the new identity
  useSession.subscribe((s, prev) => {
    if (s.token === prev.token) return;
    useChatStore.getState().setHalted(null);
    connectAs(s.token);
  });
  window.addEventListener('pagehide', () => chatConnection().stop());
}

/** Our client always says who it is: its token, or `?guest=1` (a leftover session cookie never makes a reader someone). */
function connectAs(token: string) {
  chatConnection().start(token);
}

export function reconnectChat() {
  useChatStore.getState().setHalted(null);
  connectAs(useSession.getState().token);
}

let loading = false;

async function loadNewest() {
  const res = await getChatList('').catch(() => null);
  if (res && isOk(res) && res.result) {
    useChatStore.getState().resetHistory(res.result.list, res.result.list.length === CHAT_PAGE_SIZE);
  }
}

/** Older messages; answers whether a page came back. */
export async function loadOlder(): Promise<boolean> {
  if (loading) return false;
  loading = true;
  try {
    await newest;
    const { messages, hasMore } = useChatStore.getState();
    if (!hasMore || !messages.length) return false;
    const res = await getChatList(messages[0]!.id);
    if (!isOk(res) || !res.result) return false;
    // more history is offered only when a full page came back (spec §4)
    useChatStore.getState().prependHistory(res.result.list, res.result.list.length === CHAT_PAGE_SIZE);
    return true;
  } catch {
    return false;
  } finally {
    loading = false;
  }
}
