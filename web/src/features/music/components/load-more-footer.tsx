import { useEffect, useRef } from 'react';

const LOAD_MORE_TEXT = '下拉/点击加载更多～';
const NO_MORE_TEXT = '已经到底了';

/** A list footer that loads the next page when it scrolls into view or is clicked. */
export function LoadMoreFooter({
  loadMore,
  loading,
  onLoad,
  moreText = LOAD_MORE_TEXT,
  endText = NO_MORE_TEXT,
}: {
  loadMore: boolean;
  loading: boolean;
  onLoad: () => void;
  moreText?: string;
  endText?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  useEffect(() => {
    const el = ref.current;
    if (!el || !loadMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, loading]);

  return (
    <button
      ref={ref}
      type="button"
      className="music-load-more"
      disabled={!loadMore || loading}
      onClick={() => onLoadRef.current()}
    >
      {loading ? <span className="music-spinner" aria-hidden="true" /> : null}
      {loading ? '加载中…' : loadMore ? moreText : endText}
    </button>
  );
}
