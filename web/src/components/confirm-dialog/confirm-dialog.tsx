import { useId, useRef } from 'react';
import { useLayer } from '@/components/layer/use-layer';
import './confirm-dialog.css';

/** A small in-page confirmation ("确定删除吗?"); a click outside the box or Escape is 取消. */
export function ConfirmDialog({ text, onAnswer }: { text: string; onAnswer: (ok: boolean) => void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  // focus starts on 确定 and stays in the box; on either answer it returns to the button that asked
  useLayer(boxRef, { open: true, onClose: () => onAnswer(false), modal: true, initialFocus: '.btn--primary' });

  return (
    <div className="confirm-pop" onClick={() => onAnswer(false)}>
      <div
        ref={boxRef}
        className="confirm-pop__box card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={textId}
        onClick={(e) => e.stopPropagation()}
      >
        <p id={textId} className="confirm-pop__text">
          {text}
        </p>
        <div className="confirm-pop__actions">
          <button type="button" className="btn btn--ghost" onClick={() => onAnswer(false)}>
            取消
          </button>
          <button type="button" className="btn btn--primary" onClick={() => onAnswer(true)}>
            确定
          </button>
        </div>
      </div>
    </div>
  );
}
