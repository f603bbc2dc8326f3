import { COMMENT_MAX_LENGTH } from '@contract/comment';
import { useState } from 'react';
import { useSession } from '@/lib/session-store';
import { Avatar } from '@/components/avatar/avatar';

interface CommentEditorProps {
  placeholder?: string;
  submitText?: string;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The comment box: login first, at most 555 characters, Ctrl/Cmd+Enter sends. */
export function CommentEditor({ placeholder = '说点什么吧～', submitText = '发表评论', autoFocus, onSubmit, onCancel }: CommentEditorProps) {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const loggedIn = Boolean(token && userInfo);

  const send = async () => {
    if (!loggedIn) return openLogin();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="comment-editor">
      <Avatar src={userInfo?.avatar} name={userInfo?.nick_name || '访客'} size={40} />
      <div className="comment-editor__main">
        <textarea
          className="comment-editor__input"
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={loggedIn ? placeholder : '登录后才可以评论哦～'}
          aria-label={placeholder}
          autoFocus={autoFocus}
          rows={3}
          onFocus={() => !loggedIn && openLogin()}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
          }}
        />
        <div className="comment-editor__bar">
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
      </div>
    </div>
  );
}
