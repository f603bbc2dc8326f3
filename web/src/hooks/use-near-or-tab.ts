import { useEffect, useState, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * True once the element has come within `margin` of the screen, or the reader
 * has pressed Tab once: for a part loaded on approach, so a keyboard reader
 * finds it there (tabbing does not always scroll its place near before focus
 * would reach it, and a part that is not there yet is skipped).
 */
export function useNearOrTab(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const near = useNearViewport(ref, { margin });
  const [tabbed, setTabbed] = useState(false);
  useEffect(() => {
    if (near || tabbed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') setTabbed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [near, tabbed]);
  return near || tabbed;
}
