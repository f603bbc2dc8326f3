import { COMMENT_MAX_LENGTH } from '@contract/comment';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/lib/session-store';
import { useDismiss } from '@/hooks/use-dismiss';
import { Avatar } from '@/components/avatar/avatar';
import { EmojiPicker } from '@/components/emoji-picker/emoji-picker';
import { UserText } from '@/components/user-text/user-text';
import { ChallengeStatus } from '@/components/challenge-status/challenge-status';
import { prepareChallenge } from '@/lib/challenge/challenge-pool';
import './comment-editor.css';

interface CommentEditorProps {
  placeholder?: string;
  submitText?: string;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

const MARKDOWN_HINT = '支持 `代码`、```代码块```、**粗体**、*斜体*、[链接](https://…)';

/**
 * The comment box: login first, at most 555 characters, Ctrl/Cmd+Enter sends.
 * Emoji from the bundled picker go in at the caret; the preview shows the text
 * exactly as readers will see it (the same UserText as the comment list).
 */
export function CommentEditor({ placeholder = '说点什么吧～', submitText = '发表评论', autoFocus, onSubmit, onCancel }: CommentEditorProps) {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [preview, setPreview] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const emojiRef = useRef<HTMLDivElement>(null);
  const closeEmoji = useCallback(() => setEmojiOpen(false), []);
  useDismiss(emojiRef, emojiOpen, closeEmoji);
  const loggedIn = Boolean(token && userInfo);

  const send = async () => {
    if (!loggedIn) return openLogin();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      if (await onSubmit(text.trim())) {
        setText('');
        setPreview(false);
      }
    } finally {
      setSending(false);
    }
  };

  const insert = (emoji: string) => {
    if (!loggedIn) return openLogin();
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + emoji + text.slice(end)).slice(0, COMMENT_MAX_LENGTH);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className="comment-editor">
      <Avatar src={userInfo?.avatar} name={userInfo?.nick_name || '访客'} size={40} />
      <div className="comment-editor__main">
        <textarea
          ref={input}
          className="comment-editor__input"
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={loggedIn ? placeholder : '登录后才可以评论哦～'}
          aria-label={placeholder}
          autoFocus={autoFocus}
          rows={3}
          // a new account's proof-of-work (none for an established one) is solved while they type
          onFocus={() => (loggedIn ? prepareChallenge('comment') : openLogin())}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
          }}
        />
        {preview ? (
          <div className="comment-editor__preview" aria-label="预览" role="region">
            {text.trim() ? <UserText text={text.trim()} className="comment-item__content" /> : <p className="comment-editor__hint">还没有内容可预览</p>}
            <p className="comment-editor__hint">{MARKDOWN_HINT}</p>
          </div>
        ) : null}
        <div className="comment-editor__bar">
          <div ref={emojiRef} className="comment-editor__emoji">
            <button type="button" className="comment-editor__tool" aria-label="表情" aria-expanded={emojiOpen} onClick={() => setEmojiOpen(!emojiOpen)}>
              😊
            </button>
            {emojiOpen ? <EmojiPicker className="comment-editor__emoji-picker" onPick={insert} /> : null}
          </div>
          <button type="button" className={`comment-editor__tool${preview ? ' is-active' : ''}`} aria-pressed={preview} onClick={() => setPreview(!preview)}>
            预览
          </button>
          <span className="comment-editor__count">
            {text.length}/{COMMENT_MAX_LENGTH}
          </span>
          {onCancel ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
              取消
            </button>
          ) : null}
          <button type="button" className="btn btn--primary btn--small" disabled={loggedIn && (!text.trim() || sending)} onClick={send}>
            {loggedIn ? (sending ? '发送中…' : submitText) : '登录后评论'}
          </button>
        </div>
        <ChallengeStatus scope="comment" />
      </div>
    </div>
  );
}
