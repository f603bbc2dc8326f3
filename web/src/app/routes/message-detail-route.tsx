import { COMMENT_TYPE } from '@contract/comment';
import { useQueryId } from '@/hooks/use-query-id';
import { LazyCommentSection } from '@/features/comments/components/lazy-comment-section';
import { MessageDetail } from '@/features/message/components/message-detail';
import { RouteBanner } from '../layout/route-banner';

/**
 * /message/detail?id=: one note with its comments below it; `#comment-<id>` opens them at that comment
 * (the console links so). The comments start under a phone's first screen: like a talk's, they wait
 * for the reader's first move (their chunk, requests and commits were most of the page's blocking time).
 */
export function Component() {
  const { id } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageDetail key={id} id={id} comments={(noteId) => <LazyCommentSection type={COMMENT_TYPE.message} forId={noteId} waitForReader />} />
      </div>
    </>
  );
}
