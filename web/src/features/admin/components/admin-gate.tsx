import type { ReactNode } from 'react';
import '../admin.css';

/** The console's door: a full-screen card (login prompt, 403, 404) with the way back to the blog. */
export function AdminGate({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="adm-gate">
      <div className="adm-gate__card">
        <div className="adm-gate__code">{title}</div>
        <p>{text}</p>
        <div className="adm-gate__actions">
          {action}
          <a className="adm-btn adm-btn--ghost" href="/home">
            返回博客
          </a>
        </div>
      </div>
    </div>
  );
}
