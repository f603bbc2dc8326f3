import { useSearchParams } from 'react-router';
import { MessagePublish } from '@/features/message/components/message-publish';
import '@/features/message/components/message.css';
import { RouteBanner } from '../layout/route-banner';

/** /message/publish (new) and /message/publish?id= (edit one's own) */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessagePublish key={id} editId={id} />
      </div>
    </>
  );
}
