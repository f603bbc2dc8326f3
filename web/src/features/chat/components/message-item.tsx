import { memo } from 'react';
import { isOwnImageUrl, sanitizeChatHtml } from '../lib/message-html';
import { chatTime, chatTimeTitle } from '../lib/message-time';
import type { ChatItem } from '../stores/chat-store';
import { ChatAvatar } from './chat-avatar';
import { HeldMark } from '@/components/held-mark/held-mark';

interface Props {
  item: ChatItem;
  own: boolean;
  /** the message @-mentions the signed-in reader (contract/chat-mention.ts) */
  mentioned?: boolean;
  canRevoke: boolean;
  onRevoke: (id: number) => void;
  onImageLoad: () => void;
}

/** One message: own on the right, others on the left; text through the allow-list, pictures only from this site. */
export const MessageItem = memo(function MessageItem({ item, own, mentioned, canRevoke, onRevoke, onImageLoad }: Props) {
  return (
    <li className={`chat-msg${own ? ' chat-msg--own' : ''}${mentioned ? ' chat-msg--mention' : ''}`} data-id={item.id}>
      <ChatAvatar src={item.avatar} name={item.nick_name} />
      <div className="chat-msg__body">
        <div className="chat-msg__meta">
          <span className="chat-msg__name">{item.nick_name}</span>
          {item.held ? <HeldMark /> : null}
          {mentioned ? (
            <span className="chat-msg__mention" title="这条消息提到了你">
              @我
            </span>
          ) : null}
          {item.createdAt ? (
            <time className="chat-msg__time" dateTime={item.createdAt} title={chatTimeTitle(item.createdAt)}>
              {chatTime(item.createdAt)}
            </time>
          ) : null}
          {canRevoke ? (
            <button type="button" className="chat-link" onClick={() => onRevoke(item.id)}>
              撤回
            </button>
          ) : null}
        </div>
        {item.content_type === 'image' ? (
          isOwnImageUrl(item.content) ? (
            <a className="chat-msg__image" href={item.content} target="_blank" rel="noreferrer">
              <img src={item.content} alt="聊天图片" loading="lazy" onLoad={onImageLoad} />
            </a>
          ) : (
            <div className="chat-msg__bubble chat-msg__bubble--muted">[图片无法显示]</div>
          )
        ) : (
          <div className="chat-msg__bubble" dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(item.content) }} />
        )}
      </div>
    </li>
  );
});
