import { TALK_PAGE_SIZE } from '@contract/talk';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { useTalkList } from '../api/talk-api';
import { TalkCard } from './talk-card';
import { TalkSkeletons } from './talk-skeletons';
import './talk.css';

/**
 * The next page starts while its foot is still a screen below the window, and
 * its room (a page of placeholders, at least a screen tall) is held before it
 * arrives: the cards land out of sight, or in the placeholders' place, and the
 * footer never moves in view (measured by tests/e2e/reader-polish.test.mjs: CLS
 * 0.20 on a desktop, 0.37 on a phone with two small placeholders and the
 * default 200 px, when a quick reader reached the footer before the page).
 */
const LOAD_AHEAD = '100% 0px';

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
      {query.hasNextPage ? (
        <div key={`next-${talks.length}`} className="talk-list__next" aria-hidden="true">
          {Array.from({ length: TALK_PAGE_SIZE }, (_, i) => (
            <div key={i} className="skeleton talk-skeleton" />
          ))}
        </div>
      ) : null}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} ahead={LOAD_AHEAD} />
    </section>
  );
}
