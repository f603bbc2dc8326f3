import type { OnlineUser } from '@contract/chat';
import { ChatAvatar } from './chat-avatar';

interface Props {
  users: OnlineUser[];
  guests: number;
  ownId?: number;
  isAdmin: boolean;
  onOffline: (user: OnlineUser) => void;
}

/** Who is here; the administrator can force anyone else offline. */
export function OnlineUsers({ users, guests, ownId, isAdmin, onOffline }: Props) {
  return (
    <ul className="chat-online" aria-label="在线用户">
      {users.length === 0 ? <li className="chat-online__empty">暂时没有登录用户在线</li> : null}
      {users.map((u) => (
        <li key={u.user_id} className="chat-online__user">
          <ChatAvatar src={u.avatar} name={u.nick_name} size={28} />
          <span className="chat-online__name">
            {u.nick_name}
            {u.user_id === ownId ? <em>（我）</em> : null}
          </span>
          {isAdmin && u.user_id !== ownId ? (
            <button type="button" className="chat-link chat-link--danger" onClick={() => onOffline(u)}>
              下线
            </button>
          ) : null}
        </li>
      ))}
      {guests > 0 ? <li className="chat-online__guests">还有 {guests} 位读者在围观</li> : null}
    </ul>
  );
}
