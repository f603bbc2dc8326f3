import type { ResourceKind } from '@contract/resource';
import { EmptyState } from '@/components/empty-state';
import { useResourceGroups } from '../api/resources-api';
import { ResourceCard } from './resource-card';
import './resources.css';

const INTRO: Record<ResourceKind, string> = {
  front: '写前端时常翻的文档、框架和工具，按用途分好了组。',
  back: '后端、数据库与部署相关的学习资料，都是反复用过的。',
  site: '值得收藏的博客、社区和在线小工具。',
};

/** /resources/front, /resources/back and /siteList: curated links in their groups. */
export function ResourceGroups({ kind }: { kind: ResourceKind }) {
  const { data: groups, isPending, isError, error } = useResourceGroups(kind);
  if (isPending)
    return (
      <div className="resource-groups" role="status" aria-busy="true" aria-label="加载中">
        <div className="resource-grid">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton resource-skeleton" />
          ))}
        </div>
      </div>
    );
  if (isError) return <EmptyState title="资源加载失败">{error.message}</EmptyState>;
  if (groups.length === 0) return <EmptyState title="这里还没有收录内容" />;
  return (
    <div className="resource-groups">
      <p className="resource-intro">{INTRO[kind]}</p>
      {groups.map((group) => (
        <section key={group.group_name} className="resource-group" aria-labelledby={`group-${kind}-${group.group_name}`}>
          <h2 className="resource-group__title" id={`group-${kind}-${group.group_name}`}>
            {group.group_name}
            <span className="resource-group__count">{group.list.length}</span>
          </h2>
          <ul className="resource-grid">
            {group.list.map((item) => (
              <li key={item.id}>
                <ResourceCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
