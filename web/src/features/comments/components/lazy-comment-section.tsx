import { lazy, Suspense, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { commentIdFromHash } from '@/lib/comment-link';

const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/**
 * The comment area, fetched when the reader scrolls near it: it sits below
 * the content, and its chunk (forms, validation schemas) is the dearest thing
 * a page would otherwise load and evaluate while it starts. A `#comment-<id>`
 * in the address loads it at once and opens it at that comment. `margin`: how near
 * (a page whose comments start right under its first screen asks for less).
 */
export function LazyCommentSection({ type, forId, margin = '600px' }: { type: number; forId: number; margin?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  // a link to one comment (a notification's) loads the section at once, wherever the reader is
  const focusId = commentIdFromHash(useLocation().hash);
  const near = useNearViewport(anchor, { margin }) || focusId !== null;
  const placeholder = <div className="card" style={{ marginTop: 20, minHeight: 160 }} aria-busy="true" ref={anchor} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentSection type={type} forId={forId} focusId={focusId} />
    </Suspense>
  );
}
