import type { ResourceKind } from '@contract/resource';
import { Link } from '@/lib/router';

const TABS: { kind: ResourceKind; to: string; label: string }[] = [
  { kind: 'front', to: '/resources/front', label: '前端资源' },
  { kind: 'back', to: '/resources/back', label: '后端资源' },
  { kind: 'site', to: '/siteList', label: '网站导航' },
];

/** The three resource pages are one shelf: a reader on one sees and reaches the other two. */
export function ResourceTabs({ kind }: { kind: ResourceKind }) {
  return (
    <nav className="resource-tabs" aria-label="资源分类">
      {TABS.map((tab) => (
        <Link key={tab.kind} to={tab.to} className={tab.kind === kind ? 'resource-tabs__tab active' : 'resource-tabs__tab'} aria-current={tab.kind === kind ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
