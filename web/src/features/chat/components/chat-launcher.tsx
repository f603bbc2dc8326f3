import { MessageIcon } from '@/components/icons';
import { useChatLauncher } from '../stores/chat-launcher-store';

/** The floating button (bottom right) with the unread count. Tiny on purpose: it ships in the first load. */
export function ChatLauncher({ onOpen, online }: { onOpen: () => void; online?: number | null }) {
  const unread = useChatLauncher((s) => s.unread);
  const open = useChatLauncher((s) => s.open);
  return (
    <button
      type="button"
      className={`chat-launcher${open ? ' is-active' : ''}`}
      aria-label={`打开聊天室${unread ? `，${unread} 条未读` : ''}${online ? `，全站 ${online} 人在线` : ''}`}
      title={online ? `全站 ${online} 人在线` : undefined}
      onClick={onOpen}
    >
      <MessageIcon />
      {unread ? <span className="chat-launcher__badge">{unread > 99 ? '99+' : unread}</span> : null}
      {online ? (
        <span className="chat-launcher__online" aria-hidden="true">
          {online > 999 ? '999+' : online}
        </span>
      ) : null}
    </button>
  );
}
