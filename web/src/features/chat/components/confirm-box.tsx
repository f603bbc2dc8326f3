import { useId, useRef } from 'react';
import { useLayer } from '@/components/layer/use-layer';

/** The box itself: a modal layer over the room, so Escape answers 取消 without closing the room under it. */
export function ConfirmBox({ text, onAnswer }: { text: string; onAnswer: (ok: boolean) => void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  // focus starts on 确定 and stays in the box; either answer hands it back to the button that asked
  useLayer(boxRef, { open: true, onClose: () => onAnswer(false), modal: true, initialFocus: '.chat-btn--primary' });

  return (
    <div className="chat-confirm" onClick={() => onAnswer(false)}>
      <div ref={boxRef} className="chat-confirm__box" role="alertdialog" aria-modal="true" aria-labelledby={textId} onClick={(e) => e.stopPropagation()}>
        <p id={textId}>{text}</p>
        <div className="chat-confirm__actions">
          <button type="button" className="chat-btn" onClick={() => onAnswer(false)}>
            取消
          </button>
          <button type="button" className="chat-btn chat-btn--primary" onClick={() => onAnswer(true)}>
            确定
          </button>
        </div>
      </div>
    </div>
  );
}
