import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { useTalk } from '../api/talk-api';
import { TalkCard } from './talk-card';
import { TalkSkeletons } from './talk-skeletons';
import './talk.css';

/** /talk?id=: one talk (where a notification points), its comments from the route, the way back to all of them. */
export function TalkDetail({ id, comments }: { id: number; comments: (talkId: number) => ReactNode }) {
  const query = useTalk(id);
  const back = (
    <Link className="btn btn--ghost talk-detail__back" to="/talk">
      ← 全部说说
    </Link>
  );
  if (query.isPending) return <TalkSkeletons count={1} />;
  if (query.isError)
    return (
      <EmptyState title="这条说说不存在或已被删除">
        {back}
      </EmptyState>
    );
  return (
    <section className="talk-list" aria-label="说说详情">
      <TalkCard talk={query.data} linkToDetail={false} />
      {/* above the comments, which load as the reader starts (LazyCommentSection waitForReader): below
          them, the way back moved down under the first tap or scroll that brought them */}
      <div className="talk-detail__nav">{back}</div>
      {comments(query.data.id)}
    </section>
  );
}
