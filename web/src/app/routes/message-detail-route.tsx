import { COMMENT_TYPE } from '@contract/comment';
import { useLocation } from '@/lib/router';
import { useQueryId } from '@/hooks/use-query-id';
import { commentIdFromHash } from '@/lib/comment-link';
import { CommentSection } from '@/features/comments/components/comment-section';
import { MessageDetail } from '@/features/message/components/message-detail';
import { RouteBanner } from '../layout/route-banner';

/** /message/detail?id=: one note with its comments below it; `#comment-<id>` opens them at that comment (the console links so). */
export function Component() {
  const { id } = useQueryId();
  const focusId = commentIdFromHash(useLocation().hash);
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageDetail key={id} id={id} comments={(noteId) => <CommentSection type={COMMENT_TYPE.message} forId={noteId} focusId={focusId} />} />
      </div>
    </>
  );
}
