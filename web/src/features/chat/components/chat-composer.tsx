import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ImageIcon } from '@/components/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { selectIsLoggedIn, useSession } from '@/lib/session-store';
import { prepareChatChallenge, sendImage, sendText } from '../lib/chat-actions';
import { useChatStore } from '../stores/chat-store';

// not on the room's first screen (issue 32): the picker comes as the pointer or focus reaches 😊, the
// proof-of-work's progress with a first write (it shows only while a send waits for its solution)
const loadEmojiPicker = () => import('@/components/emoji-picker/emoji-picker');
const EmojiPicker = lazy(() => loadEmojiPicker().then((m) => ({ default: m.EmojiPicker })));
const ChallengeStatus = lazy(() => import('@/components/challenge-status/challenge-status').then((m) => ({ default: m.ChallengeStatus })));

/**
 * Emoji, picture (logged-in only), the page's own `tools`, the text box and
 * the send button. Enter sends, Shift+Enter breaks the line. The text lives in
 * the chat store and stays until the room accepts it, so a refused message is never lost.
 */
export function ChatComposer({ tools }: { tools?: ReactNode }) {
  const loggedIn = useSession(selectIsLoggedIn);
  const text = useChatStore((s) => s.draft);
  const setText = useChatStore((s) => s.setDraft);
  const sending = useChatStore((s) => s.sending !== null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const emojiRef = useRef<HTMLDivElement>(null);
  const closeEmoji = useCallback(() => setEmojiOpen(false), []);
  // a popover over the messages: Escape closes it, not the room; picking keeps it open for the next one
  useDismiss(emojiRef, emojiOpen, closeEmoji);

  const send = () => {
    if (sendText(text)) setEmojiOpen(false);
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const pickImage = async (f: File | undefined) => {
    setUploading(true);
    await sendImage(f);
    setUploading(false);
    if (file.current) file.current.value = '';
  };

  return (
    <div className="chat-composer">
      <div className="chat-composer__tools">
        {/* the button and its picker are one layer; the picker still sits above the composer (its nearest positioned box) */}
        <div ref={emojiRef} className="chat-composer__emoji">
          <button
            type="button"
            className="chat-tool"
            aria-label="表情"
            aria-expanded={emojiOpen}
            onPointerEnter={loadEmojiPicker}
            onFocus={loadEmojiPicker}
            onClick={() => setEmojiOpen(!emojiOpen)}
          >
            😊
          </button>
          {emojiOpen ? (
            <Suspense fallback={null}>
              <EmojiPicker className="chat-emoji" onPick={insert} />
            </Suspense>
          ) : null}
        </div>
        {loggedIn ? (
          <>
            {/* a real button, so the keyboard reaches it; it opens the hidden file input */}
            <button
              type="button"
              className={`chat-tool${uploading ? ' is-busy' : ''}`}
              aria-label="选择图片"
              title="选择图片发送"
              disabled={uploading}
              onClick={() => file.current?.click()}
            >
              <ImageIcon />
            </button>
            <input ref={file} type="file" accept="image/*" hidden onChange={(e) => pickImage(e.target.files?.[0])} />
          </>
        ) : null}
        {tools}
      </div>
      <div className="chat-composer__row">
        <textarea
          ref={input}
          className="chat-composer__input"
          rows={2}
          value={text}
          placeholder={loggedIn ? '说点什么吧，Enter 发送，Shift+Enter 换行' : '登录后就可以参与聊天啦'}
          aria-label="聊天内容"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          // a new account's proof-of-work (none once established) is solved while they type
          onFocus={() => loggedIn && prepareChatChallenge()}
        />
        <button type="button" className="chat-btn chat-btn--primary chat-composer__send" onClick={send} disabled={sending} aria-busy={sending}>
          发送
        </button>
      </div>
      {sending || uploading ? (
        <Suspense fallback={null}>
          <ChallengeStatus scope="chat" />
        </Suspense>
      ) : null}
    </div>
  );
}
