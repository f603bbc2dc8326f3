import { useQueryId } from '@/hooks/use-query-id';
import { MessageDetail } from '@/features/message/components/message-detail';
import { RouteBanner } from '../layout/route-banner';

/** /message/detail?id= */
export function Component() {
  const { id } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageDetail key={id} id={id} />
      </div>
    </>
  );
}
