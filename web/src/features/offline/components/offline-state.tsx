import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { keptArticles, type KeptPage } from '../lib/offline-pages';

/**
 * What a page the reader has not opened before shows while offline: it says so plainly, names
 * the articles that do open, and goes away by itself once the network is back (offline-gate.tsx).
 */
export function OfflineState() {
  const [kept, setKept] = useState<KeptPage[]>([]);

  useEffect(() => {
    let live = true;
    void keptArticles()
      .then((pages) => live && setKept(pages))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="offline-page">
      <section className="offline-state card" role="status" aria-labelledby="offline-title">
        <svg className="offline-state__art" viewBox="0 0 120 90" aria-hidden="true">
          <path d="M30 62a16 16 0 0 1 2-31.8A22 22 0 0 1 74 24a18 18 0 0 1 16 38z" fill="var(--primary-soft)" />
          <path d="M44 52a22 22 0 0 1 32 0M51 59a12 12 0 0 1 18 0" fill="none" stroke="var(--primary)" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
          <circle cx="60" cy="66" r="3.5" fill="var(--primary)" opacity="0.55" />
          <path d="M36 22l50 50" stroke="var(--accent-warm)" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 id="offline-title" className="offline-state__title">离线中</h2>
        <p className="offline-state__text">这一页还没有保存到本机，连上网络后会自动打开。</p>
        {kept.length ? (
          <nav className="offline-state__kept" aria-label="可离线阅读的文章">
            <p className="offline-state__label">这些文章读过，离线也能打开：</p>
            <ul>
              {kept.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
