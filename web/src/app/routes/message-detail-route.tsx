import { COMMENT_TYPE } from '@contract/comment';
import { useQueryId } from '@/hooks/use-query-id';
import { CommentSection } from '@/features/comments/components/comment-section';
import { MessageDetail } from '@/features/message/components/message-detail';
import { RouteBanner } from '../layout/route-banner';

/** /message/detail?id=: one note with its comments below it. */
export function Component() {
  const { id } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageDetail key={id} id={id} comments={(noteId) => <CommentSection type={COMMENT_TYPE.message} forId={noteId} />} />
      </div>
    </>
  );
}
