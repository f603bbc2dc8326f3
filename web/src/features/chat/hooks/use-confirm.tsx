import { useCallback, useState } from 'react';

/** A small in-room confirmation ("确认清空吗", "确认强制下线…吗"): answers true on 确定. */
export function useConfirm() {
  const [ask, setAsk] = useState<{ text: string; done: (ok: boolean) => void } | null>(null);

  const confirm = useCallback(
    (text: string) => new Promise<boolean>((resolve) => setAsk({ text, done: resolve })),
    [],
  );

  const answer = (ok: boolean) => {
    ask?.done(ok);
    setAsk(null);
  };

  const element = ask ? (
    <div className="chat-confirm" role="alertdialog" aria-modal="true" aria-label={ask.text}>
      <div className="chat-confirm__box">
        <p>{ask.text}</p>
        <div className="chat-confirm__actions">
          <button type="button" className="chat-btn" onClick={() => answer(false)}>
            取消
          </button>
          <button type="button" className="chat-btn chat-btn--primary" autoFocus onClick={() => answer(true)}>
            确定
          </button>
        </div>
      </div>
    </div>
  ) : null;

  return { confirm, element };
}
