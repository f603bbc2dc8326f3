import { useLocation } from '@/lib/router';
import type { ResourceKind } from '@contract/resource';
import { ResourceGroups } from '@/features/resources/components/resource-groups';
import { ResourceTabs } from '@/features/resources/components/resource-tabs';
import { RouteBanner } from '../layout/route-banner';

const KIND_OF_PATH: Record<string, ResourceKind> = { '/resources/front': 'front', '/resources/back': 'back', '/siteList': 'site' };

/** /resources/front, /resources/back and /siteList share one page, told apart by kind. */
export function Component() {
  const kind = KIND_OF_PATH[useLocation().pathname.replace(/\/+$/, '')] ?? 'front';
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <ResourceTabs kind={kind} />
        <ResourceGroups key={kind} kind={kind} />
      </div>
    </>
  );
}
