import { BOOT_PATHS } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';
import type { MessageListItem } from '@contract/message';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { toast } from '@/components/toast/toast';
import { useConfirm } from '@/hooks/use-confirm';
import { isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import { messageApi } from '../api/message-api';
import { useBoardVersion } from '../stores/board-version';
import { MessageCard } from './message-card';
import './message-styles';

/** The note as everyone sees it, when the worker put it into the page (worker/seo/boot-data.ts). */
const bootNote = (id: number): MessageListItem | null =>
  (id ? bootInitialData(BOOT_PATHS.note(id), (res: Envelope<MessageListItem>) => (isOk(res) && res.result ? res.result : null))() : null) ?? null;

/** /message/detail?id=: one note, then its comments as the route composes them. */
export function MessageDetail({ id, comments }: { id: number; comments: (messageId: number) => ReactNode }) {
  // the first render is the finished note; the request below still runs, for this reader's own view (their like, a held note of theirs)
  const [item, setItem] = useState<MessageListItem | null>(() => bootNote(id));
  const [missing, setMissing] = useState(false);
  const bump = useBoardVersion((s) => s.bump);
  const navigate = useNavigate();
  const { confirm, element } = useConfirm();

  useEffect(() => {
    if (!id) return setMissing(true);
    messageApi
      .one(id)
      .then((res) => (isOk(res) && res.result ? setItem(res.result) : setMissing(true)))
      .catch(() => setMissing(true));
  }, [id]);

  const remove = async (m: MessageListItem) => {
    if (!(await confirm('确定删除吗?'))) return;
    const res = await messageApi.remove(m.id).catch(() => null);
    if (!res) return;
    if (!isOk(res)) return void toast.error(res.message);
    toast.success('删除成功');
    bump();
    navigate('/message/list');
  };

  if (missing) {
    return (
      <EmptyState title="这条留言不存在或已被删除">
        <Link to="/message/list" className="btn btn--primary">
          返回留言板
        </Link>
      </EmptyState>
    );
  }
  // the frame (its width, the back link) is drawn while the note loads, so the note lands where its
  // placeholder was: the full-width placeholder moved the page on arrival (CLS 0.06 at 1440 px)
  return (
    <div className="message-detail">
      <Link to="/message/list" className="message-detail__back">
        ← 返回留言板
      </Link>
      {item ? (
        <>
          <MessageCard item={item} standalone onDelete={remove} />
          {comments(item.id)}
          {element}
        </>
      ) : (
        <div className="message-detail__loading card" aria-busy="true" />
      )}
    </div>
  );
}
