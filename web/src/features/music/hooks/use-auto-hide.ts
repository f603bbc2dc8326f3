import { useCallback, useEffect, useRef, useState } from 'react';

/** Special-mode controls hide 2 s after the mouse leaves them, unless paused or hovered (spec §4). */
const CONTROLS_HIDE_MS = 2000;

export function useAutoHide(keepVisible: boolean) {
  const [visible, setVisible] = useState(true);
  const hovered = useRef(false);
  const timer = useRef(0);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!hovered.current) setVisible(false);
    }, CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    if (keepVisible) {
      clearTimeout(timer.current);
      setVisible(true);
    } else schedule();
    return () => clearTimeout(timer.current);
  }, [keepVisible, schedule]);

  return {
    visible: visible || keepVisible,
    /** on the controls */
    onEnter: () => {
      hovered.current = true;
      clearTimeout(timer.current);
      setVisible(true);
    },
    onLeave: () => {
      hovered.current = false;
      if (!keepVisible) schedule();
    },
    /** anywhere on the board: show them again for a while */
    onActivity: () => {
      setVisible(true);
      if (!hovered.current && !keepVisible) schedule();
    },
  };
}
