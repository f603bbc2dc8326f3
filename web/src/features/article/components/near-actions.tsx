import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/**
 * The like/share/reward row, loaded when the reader nears the end of the text; its room is held
 * meanwhile, so nothing moves. A keyboard reader gets it before reaching it: the first Tab on the
 * page, or focus entering the article, loads it too (tabbing past the body does not scroll the
 * slot near, and a row that is not there yet is skipped).
 */
export function NearActions({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, { margin: '400px' });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (near || wanted) return;
    const want = () => setWanted(true);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') want();
    };
    const article = anchor.current?.closest('article');
    document.addEventListener('keydown', onKey);
    article?.addEventListener('focusin', want);
    return () => {
      document.removeEventListener('keydown', onKey);
      article?.removeEventListener('focusin', want);
    };
  }, [near, wanted]);
  const slot = <div ref={anchor} className="article-actions-slot" aria-hidden="true" />;
  return near || wanted ? <Suspense fallback={slot}>{children}</Suspense> : slot;
}
