import './sidebar-widgets.css';
import { Link } from '@/lib/router';
import { COMMENT_TYPE } from '@contract/target-types';
import type { LatestComment } from '@contract/sidebar';
import { Avatar } from '@/components/avatar/avatar';
import { MessageIcon } from '@/components/icons';
import { relativeTime } from '@/lib/format';
import { commentExcerpt } from '@contract/comment-excerpt';

/** Where a comment is read: its article (at the comment) or its talk. */
function commentHref(c: LatestComment): string {
  return c.type === COMMENT_TYPE.talk ? `/talk?id=${c.for_id}` : `/article?id=${c.for_id}#comment-${c.id}`;
}

/** Sidebar card: the newest comments on public articles and talks, each leading to where it was written. */
export function LatestCommentsCard({ comments }: { comments: LatestComment[] }) {
  if (!comments.length) return null;
  return (
    <section className="card side-card" aria-labelledby="latest-comments-title">
      <h2 className="side-card__title" id="latest-comments-title">
        <MessageIcon className="side-card__icon" />
        最新评论
      </h2>
      <ul className="latest-comments">
        {comments.map((c) => (
          <li key={c.id}>
            <Link className="latest-comments__item" to={commentHref(c)}>
              <Avatar src={c.from_avatar} name={c.from_name} size={36} />
              <span className="latest-comments__body">
                <span className="latest-comments__text">{commentExcerpt(c.content)}</span>
                <span className="latest-comments__meta">
                  {c.from_name} · {relativeTime(c.createdAt)}
                  {c.title ? ` · ${c.title}` : ' · 说说'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
