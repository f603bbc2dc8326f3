import { useSearchParams } from 'react-router';
import { MessageDetail } from '@/features/message/components/message-detail';
import { RouteBanner } from '../layout/route-banner';

/** /message/detail?id= */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageDetail key={id} id={id} />
      </div>
    </>
  );
}
