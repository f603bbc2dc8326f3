import { useSearchParams } from 'react-router';
import { TalkDetail } from '@/features/talk/components/talk-detail';
import { TalkList } from '@/features/talk/components/talk-list';
import { RouteBanner } from '../layout/route-banner';

/** /talk lists the talks; /talk?id= shows one (notifications of type 2 point here). */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  return (
    <>
      <RouteBanner />
      <div className="page-container">{raw !== null ? <TalkDetail key={id} id={id} /> : <TalkList />}</div>
    </>
  );
}
