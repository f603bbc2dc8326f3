import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const TRANSPARENT_BELOW = 50;
const THROTTLE_MS = 5;
/** How long the page rests mid-page before the floating controls step aside (floating-controls.css). */
export const CONTROLS_REST_MS = 2500;

/**
 * Spec §2: the header hides while scrolling down, shows again when scrolling
 * up, and is transparent while the page is within 50 px of the top. `atEnd`:
 * the page is scrolled to its last pixel (the floating controls come back there).
 * `resting`: the page has stood still mid-page (neither at the top nor at the end)
 * for CONTROLS_REST_MS: the reader is reading, and on a tablet or phone the floating
 * controls step aside until the next scroll up. One timeout, re-armed by each scroll.
 */
export function useHeaderScroll(): { hidden: boolean; transparent: boolean; atEnd: boolean; resting: boolean } {
  const [state, setState] = useState(() => ({
    hidden: false,
    transparent: typeof window === 'undefined' || window.scrollY < TRANSPARENT_BELOW,
    atEnd: false,
    resting: false,
  }));

  useEffect(() => {
    // set by the first read, which waits for the page to be idle (lib/when-idle.ts)
    let lastY: number | undefined;
    let lastRun = 0;
    let trailing: number | undefined;
    let rest: number | undefined;

    const update = () => {
      lastRun = Date.now();
      trailing = undefined;
      const y = Math.max(0, window.scrollY);
      const transparent = y < TRANSPARENT_BELOW;
      const hidden = transparent || lastY === undefined ? false : y > lastY;
      const atEnd = y > 0 && y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      lastY = y;
      window.clearTimeout(rest);
      rest = transparent || atEnd ? undefined : window.setTimeout(() => setState((prev) => (prev.resting ? prev : { ...prev, resting: true })), CONTROLS_REST_MS);
      setState((prev) =>
        prev.hidden === hidden && prev.transparent === transparent && prev.atEnd === atEnd && !prev.resting ? prev : { hidden, transparent, atEnd, resting: false },
      );
    };

    const onScroll = () => {
      const wait = THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) update();
      else if (trailing === undefined) trailing = window.setTimeout(update, wait);
    };

    const cancelFirst = whenIdle(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelFirst();
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
      window.clearTimeout(rest);
    };
  }, []);

  return state;
}
