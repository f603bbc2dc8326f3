import { MessageIcon } from '@/components/icons';
import { useChatLauncher } from '../stores/chat-launcher-store';

/** The floating button (bottom right) with the unread count. Tiny on purpose: it ships in the first load. */
export function ChatLauncher({ onOpen }: { onOpen: () => void }) {
  const unread = useChatLauncher((s) => s.unread);
  const open = useChatLauncher((s) => s.open);
  return (
    <button
      type="button"
      className={`chat-launcher${open ? ' is-active' : ''}`}
      aria-label={unread ? `打开聊天室，${unread} 条未读` : '打开聊天室'}
      onClick={onOpen}
    >
      <MessageIcon />
      {unread ? <span className="chat-launcher__badge">{unread > 99 ? '99+' : unread}</span> : null}
    </button>
  );
}
