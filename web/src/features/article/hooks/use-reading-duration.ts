import { useEffect } from 'react';
import { reportReadingDuration } from '../api/article-api';

/** Shorter visits are bounces, not reading; longer ones are capped at the API's one-day limit. */
const MIN_REPORT_MS = 1000;
const MAX_REPORT_MS = 86_400_000;

/**
 * Measures how long the article was actually on screen (time in a hidden tab
 * does not count) and reports it once when the reader leaves: by navigating
 * away in the app, or by closing or hiding the tab for good.
 */
export function useReadingDuration(id: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || id <= 0) return;
    let visibleSince: number | null = document.visibilityState === 'visible' ? performance.now() : null;
    let spent = 0;
    let sent = false;

    const pause = () => {
      if (visibleSince !== null) spent += performance.now() - visibleSince;
      visibleSince = null;
    };
    const send = (closing: boolean) => {
      pause();
      if (sent || spent < MIN_REPORT_MS) return;
      sent = true;
      reportReadingDuration(id, Math.min(spent, MAX_REPORT_MS), closing);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') visibleSince ??= performance.now();
      else pause();
    };
    const onPageHide = () => send(true);

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      send(false);
    };
  }, [id, enabled]);
}
