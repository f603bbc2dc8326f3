import type { CommentItem as Comment, CommentPlace } from '@contract/comment';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { toastWritten } from '@/lib/write-notice';
import { isOk } from '@/lib/api-client';
import { commentApi } from '../api/comment-api';
import { useCommentList } from '../hooks/use-comment-list';
import { useConfirm } from '@/hooks/use-confirm';
import { ChatBubbleIcon } from '@/components/action-icons';
import { CommentEditor } from './comment-editor';
import { CommentThread, type ThreadHandle } from './comment-thread';
import './comments.css';

interface CommentSectionProps {
  /** 1 article, 2 talk, 3 message-board entry */
  type: number;
  forId: number;
  /** called with the new total after a comment is added or deleted */
  onTotalChange?: (total: number) => void;
  /** a comment the address links to (`#comment-<id>`): its pages are loaded and it is shown */
  focusId?: number | null;
}

/** The comment area under an article, a talk or a board note. */
export function CommentSection({ type, forId, focusId }: CommentSectionProps) {
  const target = useMemo(() => ({ type, for_id: forId }), [type, forId]);
  const comments = useCommentList(target);
  const [focus, setFocus] = useState<CommentPlace | null>(null);

  useEffect(() => {
    if (!focusId) return;
    let live = true;
    commentApi
      .locate(focusId)
      .then((res) => {
        // a comment since deleted, or one under something else, leaves the section as it is
        const place = isOk(res) ? res.result : undefined;
        if (!live || !place || place.type !== type || place.for_id !== forId) return;
        setFocus(place);
        comments.showNewestUpTo(place.page);
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [focusId, type, forId]); // eslint-disable-line react-hooks/exhaustive-deps
  const threads = useRef(new Map<number, ThreadHandle>());
  const { confirm, element: confirmElement } = useConfirm();

  const addComment = async (content: string) => {
    const res = await commentApi.add(target, content).catch(() => null);
    if (!res) return false;
    if (!isOk(res)) {
      toast.error(res.message);
      return false;
    }
    toastWritten(res.message, '评论成功');
    if (comments.order !== 'new') comments.setOrder('new');
    else void comments.reload();
    return true;
  };

  const remove = async (comment: Comment) => {
    if (!(await confirm('确定删除吗?'))) return;
    const res = await commentApi.remove(comment.id, comment.parent_id).catch(() => null);
    if (!res) return;
    if (!isOk(res)) return void toast.error(res.message);
    toast.success('删除成功');
    if (comment.parent_id) {
      threads.current.get(comment.parent_id)?.reloadReplies();
      void comments.refreshTotal();
    } else void comments.reload();
  };

  return (
    <section className="comment-section card" aria-label="评论">
      <header className="comment-section__head">
        <h3 className="comment-section__title">
          <ChatBubbleIcon />
          评论 <span className="comment-section__total">{comments.allTotal}</span>
        </h3>
        <div className="comment-section__order" role="tablist" aria-label="评论排序">
          {(['hot', 'new'] as const).map((o) => (
            <button
              key={o}
              type="button"
              role="tab"
              aria-selected={comments.order === o}
              className={comments.order === o ? 'is-active' : ''}
              onClick={() => comments.setOrder(o)}
            >
              {o === 'hot' ? '最热' : '最新'}
            </button>
          ))}
        </div>
      </header>
      <CommentEditor onSubmit={addComment} />
      {comments.list.length === 0 && !comments.loading ? <p className="comment-section__empty">还没有评论，快来抢沙发吧～</p> : null}
      <ul className="comment-section__list">
        {comments.list.map((c) => (
          <CommentThread
            key={c.id}
            ref={(h) => {
              if (h) threads.current.set(c.id, h);
              else threads.current.delete(c.id);
            }}
            target={target}
            parent={c}
            focus={focus && (focus.parent_id ?? focus.id) === c.id ? focus : undefined}
            onDelete={remove}
            onReplied={comments.refreshTotal}
          />
        ))}
      </ul>
      <div className="comment-section__foot">
        {comments.loading ? (
          <span>加载中…</span>
        ) : comments.hasMore ? (
          <button type="button" className="btn btn--ghost" onClick={() => void comments.loadMore()}>
            加载更多评论
          </button>
        ) : comments.list.length > 0 ? (
          <span>已经到底啦</span>
        ) : null}
      </div>
      {confirmElement}
    </section>
  );
}
