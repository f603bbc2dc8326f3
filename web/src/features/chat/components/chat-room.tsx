import { ROLE_ADMIN } from '@contract/session';
import { chatMessages, type OnlineUser } from '@contract/chat';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CloseIcon, RefreshIcon, UsersIcon } from '@/components/icons';
import { selectIsLoggedIn, useSession } from '@/lib/session-store';
import { clearHistory, forceOffline, revokeMessage } from '../lib/chat-actions';
import { ensureChatStarted, reconnectChat } from '../lib/chat-controller';
import { useChatStore } from '../stores/chat-store';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { useConfirm } from '../hooks/use-confirm';
import './chat-room.css';
import './chat-online.css';
import './chat-messages.css';
import './chat-composer.css';

/** Shown when the count is pressed: fetched then, not with the room's first screen (issue 32). */
const OnlineUsers = lazy(() => import('./online-users').then((m) => ({ default: m.OnlineUsers })));

const haltedState = { forcedOffline: '已被强制下线', tooManySockets: '已断开' } as const;
const haltedNotice = {
  forcedOffline: '你已被管理员强制下线，可以点击“重新连接”回到聊天室。',
  tooManySockets: `${chatMessages.tooManySockets}。在其他窗口继续聊天，或点击“重新连接”在这里继续（最早打开的那个窗口会断开）。`,
} as const;

/** The room itself: header with presence and moderation, messages, composer. Used by the dialog and the page. */
/** `listen`: 一起听's bar (issue 31), composed in by the page's route. */
export function ChatRoom({ onClose, titleId, tools, listen }: { onClose?: () => void; titleId: string; tools?: ReactNode; listen?: ReactNode }) {
  const status = useChatStore((s) => s.status);
  const halted = useChatStore((s) => s.halted);
  const online = useChatStore((s) => s.online);
  const guests = useChatStore((s) => s.guests);
  const user = useSession((s) => s.userInfo);
  const loggedIn = useSession(selectIsLoggedIn);
  const isAdmin = user?.role === ROLE_ADMIN;
  const [showUsers, setShowUsers] = useState(false);
  const { confirm, element: confirmBox } = useConfirm();

  useEffect(ensureChatStarted, []);

  const askClear = async () => {
    if (await confirm('确认清空吗')) await clearHistory();
  };
  const askOffline = async (u: OnlineUser) => {
    if (await confirm(`确认强制下线${u.nick_name}吗`)) forceOffline(u.user_id);
  };

  return (
    <section className="chat-room" aria-labelledby={titleId}>
      <header className="chat-room__head">
        <h2 id={titleId} className="chat-room__title">
          聊天室
        </h2>
        {status === 'online' ? (
          <button type="button" className="chat-room__count" aria-expanded={showUsers} onClick={() => setShowUsers(!showUsers)}>
            <UsersIcon /> 在线人数 {online.length + guests} 人
          </button>
        ) : status === 'connecting' || status === 'idle' ? (
          <span className="chat-room__state">
            <i className="chat-spinner" aria-hidden="true" /> 连接中…
          </span>
        ) : (
          <span className="chat-room__state chat-room__state--off">{halted ? haltedState[halted] : '未连接'}</span>
        )}
        <span className="chat-room__spacer" />
        {loggedIn && status === 'closed' ? (
          <button type="button" className="chat-btn chat-btn--small" onClick={reconnectChat}>
            <RefreshIcon /> 重新连接
          </button>
        ) : null}
        {isAdmin ? (
          <button type="button" className="chat-btn chat-btn--small chat-btn--danger" onClick={askClear}>
            清空记录
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="chat-room__close" aria-label="关闭聊天室" onClick={onClose}>
            <CloseIcon />
          </button>
        ) : null}
      </header>
      {halted ? (
        <p className="chat-room__notice" role="status">
          {haltedNotice[halted]}
        </p>
      ) : null}
      {listen}
      <div className="chat-room__main">
        {showUsers && status === 'online' ? (
          <Suspense fallback={null}>
            <OnlineUsers users={online} guests={guests} ownId={user?.id} isAdmin={isAdmin} onOffline={askOffline} />
          </Suspense>
        ) : null}
        <MessageList onRevoke={revokeMessage} />
      </div>
      <ChatComposer tools={tools} />
      {confirmBox}
    </section>
  );
}
