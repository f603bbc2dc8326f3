import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { useTalkList } from '../api/talk-api';
import { TalkCard } from './talk-card';
import { TalkSkeletons } from './talk-skeletons';
import './talk.css';

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
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </section>
  );
}
