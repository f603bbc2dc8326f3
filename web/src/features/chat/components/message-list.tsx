import { mentionsName } from '@contract/chat-mention';
import { ROLE_ADMIN } from '@contract/session';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session-store';
import { loadOlder } from '../lib/chat-controller';
import { chatDay, chatDayKey } from '../lib/message-time';
import { useChatStore } from '../stores/chat-store';
import { MessageItem } from './message-item';

const BACK_TO_TOP_AFTER = 200;

/** History and live messages; sticks to the bottom unless the reader scrolled up. */
export function MessageList({ onRevoke }: { onRevoke: (id: number) => void }) {
  const messages = useChatStore((s) => s.messages);
  const hasMore = useChatStore((s) => s.hasMore);
  const historyLoaded = useChatStore((s) => s.historyLoaded);
  const user = useSession((s) => s.userInfo);
  // the name others @ (contract/chat-mention.ts)
  const myName = user?.nick_name ?? '';
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const [showTop, setShowTop] = useState(false);
  const [loading, setLoading] = useState(false);

  const toBottom = () => {
    const el = box.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      // older page went in front: keep the reader's place
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    const last = messages.at(-1);
    if (last && last.user_id === user?.id) nearBottom.current = true;
    toBottom();
  }, [messages, user?.id]);

  const onScroll = () => {
    const el = box.current!;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    setShowTop(el.scrollTop > BACK_TO_TOP_AFTER);
  };

  const more = async () => {
    setLoading(true);
    keepFromBottom.current = box.current ? box.current.scrollHeight - box.current.scrollTop : null;
    const got = await loadOlder();
    if (!got) keepFromBottom.current = null;
    setLoading(false);
  };

  return (
    <div className="chat-list" ref={box} onScroll={onScroll} aria-live="polite">
      {hasMore ? (
        <button type="button" className="chat-list__more" onClick={more} disabled={loading}>
          {loading ? '加载中…' : '点击加载更多消息'}
        </button>
      ) : null}
      {historyLoaded && messages.length === 0 ? (
        <div className="chat-list__empty">
          <span aria-hidden="true">💬</span>
          <p>这里还很安静，来说第一句话吧～</p>
        </div>
      ) : null}
      <ul className="chat-list__items">
        {messages.map((m, i) => {
          const own = m.user_id === user?.id;
          // a new day opens with its date: the first message loaded, and each one sent on a later day than the one before
          const day = chatDayKey(m.createdAt ?? '');
          const newDay = i === 0 || (!Number.isNaN(day) && day !== chatDayKey(messages[i - 1]!.createdAt ?? ''));
          return (
            <Fragment key={m.id}>
              {newDay && !Number.isNaN(day) ? (
                <li className="chat-list__day">
                  <span>{chatDay(m.createdAt ?? '')}</span>
                </li>
              ) : null}
              <MessageItem
                item={m}
                own={own}
                mentioned={!own && myName !== '' && m.content_type === 'text' && mentionsName(m.content, myName)}
                canRevoke={own || user?.role === ROLE_ADMIN}
                onRevoke={onRevoke}
                onImageLoad={toBottom}
              />
            </Fragment>
          );
        })}
      </ul>
      {showTop ? (
        <button type="button" className="chat-list__top" aria-label="回到顶部" onClick={() => box.current?.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </button>
      ) : null}
    </div>
  );
}
