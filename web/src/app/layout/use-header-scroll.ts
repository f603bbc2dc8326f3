import { useEffect, useState } from 'react';

const TRANSPARENT_BELOW = 50;
const THROTTLE_MS = 5;

/**
 * Spec §2: the header hides while scrolling down, shows again when scrolling
 * up, and is transparent while the page is within 50 px of the top.
 */
export function useHeaderScroll(): { hidden: boolean; transparent: boolean } {
  const [state, setState] = useState(() => ({
    hidden: false,
    transparent: typeof window === 'undefined' || window.scrollY < TRANSPARENT_BELOW,
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
      lastY = y;
      setState((prev) => (prev.hidden === hidden && prev.transparent === transparent ? prev : { hidden, transparent }));
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
