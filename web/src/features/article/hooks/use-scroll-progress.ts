import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** How far the page is read, 0..100, and whether it is scrolled far enough to offer a way back up (spec §9: 200 px). Read once a frame at most. */
export function useScrollProgress(showAfter = 200) {
  const [state, setState] = useState({ percent: 0, shown: false });
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const root = document.documentElement;
      const room = root.scrollHeight - root.clientHeight;
      const percent = room > 0 ? Math.min(100, Math.max(0, Math.round((window.scrollY / room) * 100))) : 0;
      const shown = window.scrollY > showAfter;
      setState((s) => (s.percent === percent && s.shown === shown ? s : { percent, shown }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const cancelFirst = whenIdle(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelFirst();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [showAfter]);
  return state;
}
