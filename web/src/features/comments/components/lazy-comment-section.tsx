import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/**
 * The comment area, fetched when the reader scrolls near it: it sits below
 * the content, and its chunk (forms, validation schemas) is the dearest thing
 * a page would otherwise load and evaluate while it starts.
 */
export function LazyCommentSection({ type, forId }: { type: number; forId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, { margin: '600px' });
  const placeholder = <div className="card" style={{ marginTop: 20, minHeight: 160 }} aria-busy="true" ref={anchor} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentSection type={type} forId={forId} />
    </Suspense>
  );
}
