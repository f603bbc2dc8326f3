import './confirm-dialog.css';

/** A small in-page confirmation ("确定删除吗?"); a click outside the box is 取消. */
export function ConfirmDialog({ text, onAnswer }: { text: string; onAnswer: (ok: boolean) => void }) {
  return (
    <div className="confirm-pop" role="alertdialog" aria-modal="true" aria-label={text} onClick={() => onAnswer(false)}>
      <div className="confirm-pop__box card" onClick={(e) => e.stopPropagation()}>
        <p className="confirm-pop__text">{text}</p>
        <div className="confirm-pop__actions">
          <button type="button" className="btn btn--ghost" onClick={() => onAnswer(false)}>
            取消
          </button>
          <button type="button" className="btn btn--primary" autoFocus onClick={() => onAnswer(true)}>
            确定
          </button>
        </div>
      </div>
    </div>
  );
}
