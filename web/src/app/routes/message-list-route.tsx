import { MessageBoard } from '@/features/message/components/message-board';
import { RouteBanner } from '../layout/route-banner';

/** /message/list (kept alive) */
export function Component() {
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <MessageBoard />
      </div>
    </>
  );
}
