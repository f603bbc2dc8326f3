import { COMMENT_TYPE } from '@contract/comment';
import { useQueryId } from '@/hooks/use-query-id';
import { LazyCommentSection } from '@/features/comments/components/lazy-comment-section';
import { TalkDetail } from '@/features/talk/components/talk-detail';
import { TalkList } from '@/features/talk/components/talk-list';
import { RouteBanner } from '../layout/route-banner';

const talkComments = (talkId: number) => <LazyCommentSection type={COMMENT_TYPE.talk} forId={talkId} />;

/** /talk lists the talks; /talk?id= shows one with its comments (notifications of type 2 point here). */
export function Component() {
  const { id, present } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">{present ? <TalkDetail key={id} id={id} comments={talkComments} /> : <TalkList />}</div>
    </>
  );
}
