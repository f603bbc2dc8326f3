import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { useTalkList } from '../api/talk-api';
import { TalkCard } from './talk-card';
import { TalkSkeletons } from './talk-skeletons';
import './talk.css';

/** Two cards' height of placeholders: the foot that triggers the next page sits below them, off screen. */
const NEXT_PAGE_PLACEHOLDERS = 2;

/** /talk: every public talk, pinned first, loading more as the reader scrolls. */
export function TalkList() {
  const query = useTalkList();
  if (query.isPending) return <TalkSkeletons />;
  if (query.isError) return <EmptyState title="说说加载失败">{query.error.message}</EmptyState>;
  const talks = query.data.pages.flatMap((p) => p.list);
  if (talks.length === 0) return <EmptyState title="博主还没有发过说说" />;
  return (
    <section className="talk-list" aria-label="说说列表">
      {talks.map((talk) => (
        <TalkCard key={talk.id} talk={talk} />
      ))}
      {/* The next page's room is held before it loads: new cards take the placeholders' place further
          down instead of pushing the footer (and the foot) about in view, which measured CLS 0.17. */}
      {query.hasNextPage
        ? Array.from({ length: NEXT_PAGE_PLACEHOLDERS }, (_, i) => <div key={`next-${talks.length}-${i}`} className="skeleton talk-skeleton" aria-hidden="true" />)
        : null}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </section>
  );
}
