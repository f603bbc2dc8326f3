import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '@/lib/after-first-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts at once when the page has nothing painted to wait for', () => {
    const start = vi.fn();
    afterFirstPaint(start, { hasContent: false });
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once where paint entries cannot be observed', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(start, { hasContent: true });
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint, then starts once, in a later task', () => {
    vi.useFakeTimers();
    let paint: PaintCallback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function (cb: PaintCallback) {
          paint = cb;
          return { observe: () => undefined, disconnect };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    const start = vi.fn();
    afterFirstPaint(start, { hasContent: true });
    expect(start).not.toHaveBeenCalled();
    paint({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(5000); // the fallback timer does not start it again
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts anyway when no paint comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function () {
          return { observe: () => undefined, disconnect: () => undefined };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    const start = vi.fn();
    afterFirstPaint(start, { hasContent: true });
    vi.advanceTimersByTime(1499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });
});
