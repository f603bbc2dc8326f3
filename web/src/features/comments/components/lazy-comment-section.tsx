import { lazy, Suspense } from 'react';

const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/** The comment area, fetched when a page that has one renders (keeps it out of the page's own chunk). */
export function LazyCommentSection({ type, forId }: { type: number; forId: number }) {
  return (
    <Suspense fallback={<div className="card" style={{ marginTop: 20, minHeight: 160 }} aria-busy="true" />}>
      <CommentSection type={type} forId={forId} />
    </Suspense>
  );
}
