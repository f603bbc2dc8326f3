import type { ConsoleComment } from '@contract/admin-comments';
import { COMMENT_MAX_LENGTH, commentContent } from '@contract/comment';
import { useEffect, useRef, useState } from 'react';
import { EmojiPicker } from '@/components/emoji-picker/emoji-picker';
import { UserText } from '@/components/user-text/user-text';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-query';
import { Field, Modal } from './ui';

const HINT = '支持 `代码`、```代码块```、**粗体**、*斜体*、[链接](https://…)；读者看到的与评论区一致';

/**
 * The owner's answer to one comment, from the console. The server places it (the comment's
 * thread, to its author) and applies the public reply's rules, filter and notification;
 * `onReplied` gets the new comment's id so the list can show it.
 */
export function CommentReplyDialog({ comment, onClose, onReplied }: { comment: ConsoleComment | null; onClose: () => void; onReplied: (id: number) => void }) {
  const { run, busy } = useAdminAction();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [emoji, setEmoji] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    setText('');
    setError('');
    setEmoji(false);
    // after the dialog's showModal, which focuses its first control (the close button)
    if (comment) requestAnimationFrame(() => input.current?.focus());
  }, [comment]);

  const send = async () => {
    if (!comment || busy) return;
    const checked = commentContent.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '');
    let id = 0;
    const done = await run(async () => {
      id = (await adminApi.post<{ res: { id: number } }>('/api/admin/comment/reply', { id: comment.id, content: checked.data })).res.id;
    }, '回复成功');
    if (done) onReplied(id);
  };

  const addEmoji = (e: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText((text.slice(0, start) + e + text.slice(end)).slice(0, COMMENT_MAX_LENGTH));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + e.length, start + e.length);
    });
  };

  return (
    <Modal
      title="回复评论"
      open={comment !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}>取消</button>
          <button type="button" className="adm-btn adm-btn--primary" disabled={busy || !text.trim()} onClick={() => void send()}>发送回复</button>
        </>
      }
    >
      {comment ? (
        <div className="adm-form">
          <figure className="adm-reply-quote">
            <figcaption className="adm-muted">{comment.from_name || '访客'} 的评论</figcaption>
            <UserText text={comment.content} className="adm-reply-quote__text" />
          </figure>
          <Field label={`回复 ${comment.from_name || '访客'}`} error={error} hint={HINT}>
            {(id) => (
              <textarea
                id={id}
                ref={input}
                className="adm-input"
                rows={4}
                maxLength={COMMENT_MAX_LENGTH}
                placeholder="写下你的回复…"
                value={text}
                onChange={(e) => (setError(''), setText(e.target.value))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
                }}
              />
            )}
          </Field>
          <div className="adm-reply-tools">
            <button type="button" className="adm-btn adm-btn--ghost" aria-expanded={emoji} onClick={() => setEmoji(!emoji)}>😀 表情</button>
            <span className="adm-muted">{text.length}/{COMMENT_MAX_LENGTH} · Ctrl+Enter 发送</span>
          </div>
          {emoji ? <EmojiPicker className="adm-reply-emoji" onPick={addEmoji} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
