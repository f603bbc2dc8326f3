import { useEffect, useRef } from 'react';
import './list-states.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Text once everything is shown. */
  endText?: string;
  /** How far below the screen the foot starts the next page (an IntersectionObserver rootMargin; % is of the screen). */
  ahead?: string;
}

/**
 * The foot of an infinite list: loads the next page when it scrolls into
 * view, and still offers a button for keyboards and observers that miss.
 */
export function LoadMore({ hasMore, loading, onLoadMore, endText = '已经到底啦', ahead = '200px 0px' }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: ahead },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // a fresh observer reports the current state, so a foot still in view after a page loads asks again
  }, [hasMore, loading, ahead]);

  return (
    <div ref={ref} className="load-more">
      {loading ? (
        <span className="load-more__text">加载中…</span>
      ) : hasMore ? (
        <button type="button" className="btn btn--ghost" onClick={onLoadMore}>
          加载更多
        </button>
      ) : (
        <span className="load-more__text">{endText}</span>
      )}
    </div>
  );
}
