import { LinksList } from '@/features/links/components/links-list';
import { RouteBanner } from '../layout/route-banner';

/** /link/list */
export function Component() {
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <LinksList />
      </div>
    </>
  );
}
