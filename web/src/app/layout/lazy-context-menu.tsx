import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

const SiteContextMenu = lazy(() => import('./site-context-menu').then((m) => ({ default: m.SiteContextMenu })));

// the first sign of a person at the page, well before a right click could need the menu
const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** A right click that came before the menu was there, answered once it is. */
export interface HeldRightClick {
  target: EventTarget;
  x: number;
  y: number;
}

/**
 * The page's right-click menu, fetched on the first pointer move, touch, key
 * or focus instead of with the first screen (no first paint needs it). A
 * right click that still beats it is held (no browser menu) and answered as
 * soon as the menu has mounted.
 */
export function LazySiteContextMenu() {
  const [wanted, setWanted] = useState(false);
  const [held, setHeld] = useState<HeldRightClick | null>(null);
  const ready = useRef(false);
  // a block body: the menu runs this as an effect, and an effect may return nothing but its cleanup
  const onReady = useCallback(() => {
    ready.current = true;
  }, []);

  useEffect(() => {
    const want = () => setWanted(true);
    const hold = (e: MouseEvent) => {
      if (ready.current || !e.target) return;
      e.preventDefault();
      setHeld({ target: e.target, x: e.clientX, y: e.clientY });
      setWanted(true);
    };
    for (const type of INTENT) document.addEventListener(type, want, { once: true, passive: true, capture: true });
    document.addEventListener('contextmenu', hold);
    return () => {
      for (const type of INTENT) document.removeEventListener(type, want, { capture: true });
      document.removeEventListener('contextmenu', hold);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteContextMenu held={held} onReady={onReady} />
    </Suspense>
  );
}
