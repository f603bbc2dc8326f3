import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children a task after the rest of the page, as a transition:
 * for content below the first screen, so the page's first render, layout and
 * paint stay small and nothing long blocks the first tap.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
