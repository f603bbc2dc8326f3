import { useQueryId } from '@/hooks/use-query-id';
import { TalkDetail } from '@/features/talk/components/talk-detail';
import { TalkList } from '@/features/talk/components/talk-list';
import { RouteBanner } from '../layout/route-banner';

/** /talk lists the talks; /talk?id= shows one (notifications of type 2 point here). */
export function Component() {
  const { id, present } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">{present ? <TalkDetail key={id} id={id} /> : <TalkList />}</div>
    </>
  );
}
