import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { useFriendLinks } from '../api/links-api';
import { LinkCard } from './link-card';
import { LinkApplyBar, LinkEditButton } from './link-apply-button';
import './links.css';

/** /link/list: approved friend links as cards, loading more on scroll. */
export function LinksList() {
  const query = useFriendLinks();
  if (query.isPending)
    return (
      <div className="links-grid" role="status" aria-busy="true" aria-label="加载中">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton links-skeleton" />
        ))}
      </div>
    );
  if (query.isError) return <EmptyState title="友链加载失败">{query.error.message}</EmptyState>;
  const links = query.data.pages.flatMap((p) => p.list);
  if (links.length === 0)
    return (
      <EmptyState title="还没有友链，欢迎来做第一个朋友">
        <LinkApplyBar />
      </EmptyState>
    );
  const total = query.data.pages[0]?.total ?? links.length;
  return (
    <section aria-label="友链列表">
      <p className="links-intro">
        这里住着 <strong>{total}</strong> 位朋友，点卡片去他们的小站看看吧～
      </p>
      <LinkApplyBar />
      <ul className="links-grid">
        {links.map((link) => (
          <li key={link.id}>
            <LinkCard link={link} />
            <LinkEditButton link={link} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </section>
  );
}
