import { useEffect, useState } from 'react';

/** Narrow layout at 798 px or less (spec §9), resize debounced 50 ms. */
const NARROW_MAX_WIDTH = 798;
const RESIZE_DEBOUNCE_MS = 50;

const isNarrowWidth = (width: number) => width <= NARROW_MAX_WIDTH;

export function useNarrowLayout(): boolean {
  const [narrow, setNarrow] = useState(() => isNarrowWidth(window.innerWidth));
  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => setNarrow(isNarrowWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return narrow;
}
