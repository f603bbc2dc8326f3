import './blog-common.css';
import type { ReactNode } from 'react';
import { InboxIcon } from './article-meta-icons';

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <InboxIcon className="empty-state__icon" />
      <p>{text}</p>
      {children}
    </div>
  );
}
