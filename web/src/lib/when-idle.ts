/** However busy the page stays, the read runs within this time. */
const LATEST_MS = 2000;

/**
 * Runs `read` when the page is idle: a first read of geometry (scrollY,
 * scrollHeight) belongs there, not in a mount effect. Read right after a
 * commit, or in the frame after it while other parts of the first screen are
 * still mounting, it makes the browser lay out the whole new page inside that
 * task: on an article's first visit, a forced layout of up to 25 ms that made
 * the app's takeover one of the page's longest tasks. Once the page has
 * settled, its layout is done and the read costs nothing. Returns a cancel.
 */
export function whenIdle(read: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(read, { timeout: LATEST_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: after the next frame's layout at least
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
