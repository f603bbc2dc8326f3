import type { ResourceKind } from '@contract/resource';
import { ResourceGroups } from '@/features/resources/components/resource-groups';
import { RouteBanner } from '../layout/route-banner';

function ResourcePage({ kind }: { kind: ResourceKind }) {
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <ResourceGroups key={kind} kind={kind} />
      </div>
    </>
  );
}

/** /resources/front, /resources/back and /siteList share one page, told apart by kind. */
export const routeFor = (kind: ResourceKind) => ({ Component: () => <ResourcePage kind={kind} /> });
