import { COMMENT_TYPE } from '@contract/comment';
import { useQueryId } from '@/hooks/use-query-id';
import { LazyCommentSection } from '@/features/comments/components/lazy-comment-section';
import { TalkDetail } from '@/features/talk/components/talk-detail';
import { TalkList } from '@/features/talk/components/talk-list';
import { RouteBanner } from '../layout/route-banner';

// A talk's comments start right under its first screen (a phone's, with the talk's pictures): within
// the usual 600 px they loaded, rendered and fetched their replies while the page started (four
// commits, most of a first visit's blocking time at 4x CPU, issue 32). They wait for the reader's
// first move, scroll, touch or key (or load at once when on the first screen).
const talkComments = (talkId: number) => <LazyCommentSection type={COMMENT_TYPE.talk} forId={talkId} waitForReader />;

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
