import { useCallback, useState } from 'react';
import './confirm.css';

/** A small in-page confirmation ("确定删除吗?"): resolves true on 确定. */
export function useConfirm() {
  const [ask, setAsk] = useState<{ text: string; done: (ok: boolean) => void } | null>(null);
  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => setAsk({ text, done: resolve })), []);
  const answer = (ok: boolean) => {
    ask?.done(ok);
    setAsk(null);
  };
  const element = ask ? (
    <div className="confirm-pop" role="alertdialog" aria-modal="true" aria-label={ask.text} onClick={() => answer(false)}>
      <div className="confirm-pop__box card" onClick={(e) => e.stopPropagation()}>
        <p className="confirm-pop__text">{ask.text}</p>
        <div className="confirm-pop__actions">
          <button type="button" className="btn btn--ghost" onClick={() => answer(false)}>
            取消
          </button>
          <button type="button" className="btn btn--primary" autoFocus onClick={() => answer(true)}>
            确定
          </button>
        </div>
      </div>
    </div>
  ) : null;
  return { confirm, element };
}
