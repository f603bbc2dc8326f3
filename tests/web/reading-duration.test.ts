// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const report = vi.fn();
vi.mock('@/features/article/api/article-api', () => ({ reportReadingDuration: (...a: unknown[]) => report(...a) }));
const { useReadingDuration } = await import('@/features/article/hooks/use-reading-duration');

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useReadingDuration', () => {
  beforeEach(() => {
    report.mockReset();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports the time on screen once, when the reader leaves the article', () => {
    const { unmount } = renderHook(() => useReadingDuration(7, true));
    vi.advanceTimersByTime(5000);
    unmount();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe(7);
    expect(report.mock.calls[0]![1]).toBeCloseTo(5000, -1);
    expect(report.mock.calls[0]![2]).toBe(false);
  });

  it('does not count time in a hidden tab', () => {
    const { unmount } = renderHook(() => useReadingDuration(7, true));
    vi.advanceTimersByTime(2000);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    setVisibility('visible');
    vi.advanceTimersByTime(1000);
    unmount();
    expect(report.mock.calls[0]![1]).toBeCloseTo(3000, -1);
  });

  it('uses the keepalive path when the page is closed, and not again on unmount', () => {
    const { unmount } = renderHook(() => useReadingDuration(9, true));
    vi.advanceTimersByTime(3000);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![2]).toBe(true);
  });

  it('ignores bounces under a second and articles that did not load', () => {
    renderHook(() => useReadingDuration(7, true)).unmount();
    const notLoaded = renderHook(() => useReadingDuration(7, false));
    vi.advanceTimersByTime(5000);
    notLoaded.unmount();
    expect(report).not.toHaveBeenCalled();
  });
});
