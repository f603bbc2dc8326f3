import { useEffect } from 'react';
import { useToasts, type ToastItem } from './toast';
import './toaster.css';

const ICONS: Record<ToastItem['kind'], string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
};

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToasts((s) => s.dismiss);

  useEffect(() => {
    if (item.duration <= 0) return;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, dismiss]);

  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <div className={`toast toast--${item.kind}`} role={urgent ? 'alert' : 'status'}>
      <svg className="toast__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[item.kind]} fill="currentColor" />
      </svg>
      <div className="toast__body">
        {item.title && <div className="toast__title">{item.title}</div>}
        <div className="toast__message">{item.message}</div>
      </div>
      <button type="button" className="toast__close" aria-label="关闭提示" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

/** The notices (inside toaster.tsx's live region), with their stylesheet, which also places that region. */
export function ToastStack() {
  const toasts = useToasts((s) => s.toasts);
  return toasts.map((t) => <ToastCard key={t.id} item={t} />);
}
