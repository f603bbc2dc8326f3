import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { commentIdFromHash } from '@/lib/comment-link';

const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

// the first sign of a reader at the page (a scroll comes with one of these, or is one)
const READER = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'scroll'] as const;

/** False until the reader does something at the page, when `wait`; true from then on, or at once without `wait`. */
function useReaderHere(wait: boolean): boolean {
  const [here, setHere] = useState(!wait);
  useEffect(() => {
    if (here) return;
    const arrive = () => setHere(true);
    for (const type of READER) addEventListener(type, arrive, { once: true, passive: true, capture: true });
    return () => {
      for (const type of READER) removeEventListener(type, arrive, { capture: true });
    };
  }, [here]);
  return here;
}

/**
 * The comment area, fetched when the reader scrolls near it: it sits below
 * the content, and its chunk (forms, validation schemas) is the dearest thing
 * a page would otherwise load and evaluate while it starts. A `#comment-<id>`
 * in the address loads it at once and opens it at that comment.
 * `waitForReader`: for comments that start right under the first screen (a talk's), where "near"
 * is at once: until the reader moves, touches, scrolls or types, only comments on the screen load;
 * from then on, near is the usual 600 px, so they are there before the reader reaches them.
 */
export function LazyCommentSection({ type, forId, waitForReader = false }: { type: number; forId: number; waitForReader?: boolean }) {
  const anchor = useRef<HTMLDivElement>(null);
  // a link to one comment (a notification's) loads the section at once, wherever the reader is
  const focusId = commentIdFromHash(useLocation().hash);
  const readerHere = useReaderHere(waitForReader);
  const near = useNearViewport(anchor, { margin: readerHere ? '600px' : '0px' }) || focusId !== null;
  const placeholder = <div className="card" style={{ marginTop: 20, minHeight: 160 }} aria-busy="true" ref={anchor} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentSection type={type} forId={forId} focusId={focusId} />
    </Suspense>
  );
}
