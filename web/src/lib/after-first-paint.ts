/** However the paint goes, the app starts within this time (a hidden tab never paints). */
const LATEST_MS = 1500;

/**
 * Runs `start` once the browser has painted the page's first content, or at
 * once when there is no content to wait for. The paint entry, not an animation
 * frame: a frame can end without painting while a stylesheet or the
 * compositor is not ready.
 */
export function afterFirstPaint(start: () => void, { hasContent }: { hasContent: boolean }): void {
  const canObserve = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!hasContent || !canObserve) {
    start();
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    // leave the frame that painted before taking the main thread
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once, 0);
  });
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, LATEST_MS);
}
