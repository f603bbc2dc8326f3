import type { CommentItem as Comment, CommentPlace } from '@contract/comment';
import { COMMENT_PAGE_SIZE } from '@contract/comment';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { toastWritten } from '@/lib/write-notice';
import { isOk } from '@/lib/api-client';
import { commentApi, type CommentTarget } from '../api/comment-api';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';
import './comment-focus.css';

interface ThreadProps {
  target: CommentTarget;
  parent: Comment;
  onDelete: (comment: Comment) => void;
  onReplied: () => void;
  /** the linked comment, when it is this one or one of its replies */
  focus?: CommentPlace;
}

export interface ThreadHandle {
  reloadReplies: () => void;
}

/** A top-level comment with its replies (two levels: every reply carries the top-level id). */
export const CommentThread = forwardRef<ThreadHandle, ThreadProps>(function CommentThread({ target, parent, onDelete, onReplied, focus }, ref) {
  const [replies, setReplies] = useState<Comment[]>([]);
  const [total, setTotal] = useState(0);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const page = useRef(1);
  const item = useRef<HTMLLIElement>(null);
  const shown = useRef(false);
  // a linked reply further down: its first load brings every page up to it
  const firstPages = focus?.reply_page ?? 1;

  const load = useCallback(
    async (current: number, pages = 1) => {
      const res = await commentApi.children(target, parent.id, current, COMMENT_PAGE_SIZE * pages).catch(() => null);
      if (!res || !isOk(res) || !res.result) return;
      const { list, total: n } = res.result;
      setReplies((prev) => (current === 1 ? list : [...prev, ...list.filter((c) => !prev.some((p) => p.id === c.id))]));
      setTotal(n);
      page.current = current === 1 ? pages : current;
    },
    [target.type, target.for_id, parent.id], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useEffect(() => {
    void load(1, firstPages);
  }, [load, firstPages]);

  // the linked comment, once it is on the page: brought into view and marked, once
  useEffect(() => {
    if (!focus || shown.current) return;
    const el = item.current?.querySelector<HTMLElement>(`[data-comment-id="${focus.id}"]`);
    if (!el) return;
    shown.current = true;
    el.classList.add('comment-item--focus');
    el.scrollIntoView({ block: 'center' });
  }, [focus, replies]);
  useImperativeHandle(ref, () => ({ reloadReplies: () => void load(1) }), [load]);

  const send = async (content: string) => {
    if (!replyTo) return false;
    const res = await commentApi.reply(target, parent.id, { id: replyTo.from_id, name: replyTo.from_name }, content).catch(() => null);
    if (!res) return false;
    if (!isOk(res)) {
      toast.error(res.message);
      return false;
    }
    toastWritten(res.message, '回复成功');
    setReplyTo(null);
    // show the new reply: reload everything loaded so far plus one
    const shown = Math.max(replies.length + 1, COMMENT_PAGE_SIZE);
    const all = await commentApi.children(target, parent.id, 1, shown).catch(() => null);
    if (all && isOk(all) && all.result) {
      setReplies(all.result.list);
      setTotal(all.result.total);
      page.current = Math.ceil(all.result.list.length / COMMENT_PAGE_SIZE);
    }
    onReplied();
    return true;
  };

  return (
    <li className="comment-thread" ref={item}>
      <CommentItem comment={parent} onReply={setReplyTo} onDelete={onDelete} />
      {replies.length > 0 || replyTo ? (
        <div className="comment-thread__replies">
          {replies.map((r) => (
            <CommentItem key={r.id} comment={r} small onReply={setReplyTo} onDelete={onDelete} />
          ))}
          {replies.length < total ? (
            <button type="button" className="comment-thread__more" onClick={() => void load(page.current + 1)}>
              查看更多回复（还有 {total - replies.length} 条）
            </button>
          ) : null}
          {replyTo ? (
            <CommentEditor
              key={replyTo.id}
              autoFocus
              placeholder={`回复 @${replyTo.from_name}`}
              submitText="回复"
              onSubmit={send}
              onCancel={() => setReplyTo(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
