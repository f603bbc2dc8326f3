import { useQueryId } from '@/hooks/use-query-id';
import { MessagePublish } from '@/features/message/components/message-publish';
import '@/features/message/components/message-styles';
import { RouteBanner } from '../layout/route-banner';

/** /message/publish (new) and /message/publish?id= (edit one's own) */
export function Component() {
  const { id } = useQueryId();
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessagePublish key={id} editId={id} />
      </div>
    </>
  );
}
