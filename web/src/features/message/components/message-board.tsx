import type { HotTag, MessageListItem } from '@contract/message';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { toast } from '@/components/toast/toast';
import { useConfirm } from '@/hooks/use-confirm';
import { usePreferences } from '@/lib/preferences-store';
import { isOk } from '@/lib/api-client';
import { messageApi } from '../api/message-api';
import { useMessageList } from '../hooks/use-message-list';
import { useBoardVersion } from '../stores/board-version';
import { MessageCard } from './message-card';
import { MessageDanmu } from './message-danmu';
import './message-styles';

/** /message/list: hot tags as tabs, cards or floating danmaku (a remembered preference), likes and comment counts. */
export function MessageBoard() {
  const isCard = usePreferences((s) => s.messageTypeIsCard);
  const setIsCard = usePreferences((s) => s.setMessageTypeIsCard);
  const version = useBoardVersion((s) => s.version);
  const bump = useBoardVersion((s) => s.bump);
  const [tags, setTags] = useState<HotTag[]>([]);
  const [tag, setTag] = useState('');
  const board = useMessageList(tag);
  const { confirm, element: confirmElement } = useConfirm();

  useEffect(() => {
    messageApi
      .hotTags()
      .then((res) => isOk(res) && setTags(res.result ?? []))
      .catch(() => undefined);
  }, [version]);

  const remove = async (item: MessageListItem) => {
    if (!(await confirm('确定删除吗?'))) return;
    const res = await messageApi.remove(item.id).catch(() => null);
    if (!res) return;
    if (!isOk(res)) return void toast.error(res.message);
    toast.success('删除成功');
    bump();
  };

  return (
    <div className="message-board">
      <div className="message-board__bar card">
        <div className="message-tabs" role="tablist" aria-label="留言标签">
          {[{ tag: '', count: 0 }, ...tags].map((t) => (
            <button key={t.tag || 'all'} type="button" role="tab" aria-selected={tag === t.tag} className={tag === t.tag ? 'is-active' : ''} onClick={() => setTag(t.tag)}>
              {t.tag || '全部'}
              {t.count ? <small>{t.count}</small> : null}
            </button>
          ))}
        </div>
        <div className="message-board__tools">
          <div className="message-switch" role="group" aria-label="显示方式">
            <button type="button" aria-pressed={isCard} className={isCard ? 'is-active' : ''} onClick={() => setIsCard(true)}>
              卡片
            </button>
            <button type="button" aria-pressed={!isCard} className={!isCard ? 'is-active' : ''} onClick={() => setIsCard(false)}>
              弹幕
            </button>
          </div>
          <Link to="/message/publish" className="btn btn--primary">
            写留言
          </Link>
        </div>
      </div>
      {isCard ? (
        <>
          {board.list.length === 0 && !board.loading ? (
            <EmptyState title={board.failed ? '留言加载失败' : '还没有留言，来写第一条吧～'} />
          ) : (
            <div className="message-grid">
              {board.list.map((m) => (
                <MessageCard key={m.id} item={m} onDelete={remove} />
              ))}
            </div>
          )}
          {board.list.length > 0 ? <LoadMore hasMore={board.hasMore} loading={board.loading} onLoadMore={() => void board.loadMore()} /> : null}
        </>
      ) : (
        <MessageDanmu />
      )}
      {confirmElement}
    </div>
  );
}
