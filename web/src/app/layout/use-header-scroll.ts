import { useEffect, useState } from 'react';

const TRANSPARENT_BELOW = 50;
const THROTTLE_MS = 5;

/**
 * Spec §2: the header hides while scrolling down, shows again when scrolling
 * up, and is transparent while the page is within 50 px of the top. `atEnd`:
 * the page is scrolled to its last pixel (the floating controls come back there).
 */
export function useHeaderScroll(): { hidden: boolean; transparent: boolean; atEnd: boolean } {
  const [state, setState] = useState(() => ({
    hidden: false,
    transparent: typeof window === 'undefined' || window.scrollY < TRANSPARENT_BELOW,
    atEnd: false,
  }));

  useEffect(() => {
    let lastY = window.scrollY;
    let lastRun = 0;
    let trailing: number | undefined;

    const update = () => {
      lastRun = Date.now();
      trailing = undefined;
      const y = Math.max(0, window.scrollY);
      const transparent = y < TRANSPARENT_BELOW;
      const hidden = transparent ? false : y > lastY;
      const atEnd = y > 0 && y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      lastY = y;
      setState((prev) => (prev.hidden === hidden && prev.transparent === transparent && prev.atEnd === atEnd ? prev : { hidden, transparent, atEnd }));
    };

    const onScroll = () => {
      const wait = THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) update();
      else if (trailing === undefined) trailing = window.setTimeout(update, wait);
    };

    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (trailing !== undefined) window.clearTimeout(trailing);
    };
  }, []);

  return state;
}
