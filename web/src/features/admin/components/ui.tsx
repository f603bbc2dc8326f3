/** Small building blocks of the console: buttons, fields, badges, pager, modal. */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={`adm-field${error ? ' adm-field--invalid' : ''}`}>
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {error ? (
        <p className="adm-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="adm-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'ok' | 'warn' | 'danger' | 'info'; children: ReactNode }) {
  return <span className={`adm-badge adm-badge--${tone}`}>{children}</span>;
}

export function Pager({ current, size, total, onChange }: { current: number; size: number; total: number; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="adm-pager" aria-label="分页">
      <span className="adm-pager__total">共 {total} 条</span>
      <button type="button" className="adm-btn adm-btn--ghost" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        上一页
      </button>
      <span className="adm-pager__at">
        {current} / {pages}
      </span>
      <button type="button" className="adm-btn adm-btn--ghost" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        下一页
      </button>
    </nav>
  );
}

/** A native <dialog> shown modally: focus trap, Esc and backdrop for free. */
export function Modal({ title, open, onClose, children, footer, wide }: { title: string; open: boolean; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`adm-modal${wide ? ' adm-modal--wide' : ''}`} onClose={onClose} onCancel={onClose} aria-label={title}>
      {open ? (
        <>
          <header className="adm-modal__head">
            <h2>{title}</h2>
            <button type="button" className="adm-icon-btn" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="adm-modal__body">{children}</div>
          {footer ? <footer className="adm-modal__foot">{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="adm-toolbar">{children}</div>;
}

export function PageHead({ title, sub, actions }: { title: string; sub?: string; actions?: ReactNode }) {
  return (
    <header className="adm-page-head">
      <div>
        <h1>{title}</h1>
        {sub ? <p>{sub}</p> : null}
      </div>
      {actions ? <div className="adm-page-head__actions">{actions}</div> : null}
    </header>
  );
}

export function Empty({ text = '暂无数据' }: { text?: string }) {
  return <div className="adm-empty">{text}</div>;
}

export function Thumb({ src, alt = '' }: { src: string; alt?: string }) {
  return src ? <img className="adm-thumb" src={src} alt={alt} loading="lazy" /> : <span className="adm-thumb adm-thumb--none">无图</span>;
}
