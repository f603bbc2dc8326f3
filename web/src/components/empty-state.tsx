import type { ReactNode } from 'react';
import './list-states.css';

/** What a list shows when there is nothing in it (or it failed to load). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state card" role="status">
      <svg className="empty-state__art" viewBox="0 0 120 90" aria-hidden="true">
        <rect x="14" y="18" width="92" height="62" rx="10" fill="var(--primary-soft)" />
        <path d="M30 66l18-20 14 14 10-10 18 16z" fill="var(--primary)" opacity="0.45" />
        <circle cx="82" cy="36" r="7" fill="var(--accent-warm)" opacity="0.7" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
