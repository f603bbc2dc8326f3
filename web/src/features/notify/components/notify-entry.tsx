import { NOTIFY_TYPE, NOTIFY_UNREAD, type NotifyItem } from '@contract/notify-shapes';
import { useMemo } from 'react';
import { messageText } from '../lib/message-text';

const TYPE_LABEL: Record<number, string> = {
  [NOTIFY_TYPE.article]: '文章',
  [NOTIFY_TYPE.talk]: '说说',
  [NOTIFY_TYPE.message]: '留言',
  [NOTIFY_TYPE.link]: '友链',
};

interface EntryProps {
  item: NotifyItem;
  when: string;
  onChoose: (item: NotifyItem) => void;
  onDelete: (item: NotifyItem) => void;
}

export function NotifyEntry({ item, when, onChoose, onDelete }: EntryProps) {
  const text = useMemo(() => messageText(item.message), [item.message]);
  const unread = item.isView === NOTIFY_UNREAD;
  return (
    <li className={`notify-entry${unread ? ' notify-entry--unread' : ''}${item.gone ? ' notify-entry--gone' : ''}`}>
      <button type="button" className="notify-entry__main" onClick={() => onChoose(item)}>
        <span className="notify-entry__top">
          <span className={`notify-entry__type notify-entry__type--${item.type}`}>{TYPE_LABEL[item.type] ?? '通知'}</span>
          {unread ? <span className="notify-entry__unread">未读</span> : null}
          {item.gone ? <span className="notify-entry__gone">原内容已删除</span> : null}
          <span className="notify-entry__time">{when}</span>
        </span>
        {item.title ? <span className="notify-entry__title">《{item.title}》</span> : null}
        <span className="notify-entry__text">{text}</span>
      </button>
      <button type="button" className="notify-entry__delete" onClick={() => onDelete(item)}>
        删除
      </button>
    </li>
  );
}
