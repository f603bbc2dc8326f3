import { ROLE_ADMIN } from '@contract/session';
import type { CommentItem as Comment } from '@contract/comment';
import { LIKE_TYPE } from '@contract/like';
import { OWNER_ID } from '@contract/comment';
import { useSession } from '@/lib/session-store';
import { relativeTime } from '@/lib/format';
import { useLikeToggle } from '@/hooks/use-like-toggle';
import { Avatar } from '@/components/avatar/avatar';
import { HeldMark } from '@/components/held-mark/held-mark';
import { UserText } from '@/components/user-text/user-text';
import { ReplyIcon, ThumbIcon, TrashIcon } from '@/components/action-icons';

interface CommentItemProps {
  comment: Comment;
  small?: boolean;
  onReply: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}

/** One comment: author (UP for the owner), text through the allow-list, region, time, like, reply, delete. */
export function CommentItem({ comment, small, onReply, onDelete }: CommentItemProps) {
  const me = useSession((s) => s.userInfo);
  const like = useLikeToggle(LIKE_TYPE.comment, comment.id, { liked: comment.is_like, count: comment.thumbs_up });
  const canDelete = Boolean(me && (me.id === comment.from_id || me.role === ROLE_ADMIN));

  return (
    <div className={`comment-item${small ? ' comment-item--small' : ''}`} data-comment-id={comment.id}>
      <Avatar src={comment.from_avatar} name={comment.from_name} size={small ? 30 : 40} />
      <div className="comment-item__body">
        <div className="comment-item__head">
          <span className="comment-item__name">{comment.from_name}</span>
          {comment.from_id === OWNER_ID ? <span className="comment-item__up">UP</span> : null}
          {comment.held ? <HeldMark /> : null}
          {small && comment.to_name ? (
            <span className="comment-item__to">
              回复 <b>@{comment.to_name}</b>
            </span>
          ) : null}
        </div>
        <UserText text={comment.content} className="comment-item__content" />
        <div className="comment-item__meta">
          <span>{relativeTime(comment.createdAt)}</span>
          <span>{comment.ipAddress}</span>
          <button type="button" className={`comment-item__action${like.liked ? ' is-active' : ''}`} onClick={like.toggle} aria-pressed={like.liked} aria-label={like.count > 0 ? `点赞评论 ${like.count}` : '点赞评论'}>
            <ThumbIcon filled={like.liked} />
            {like.count > 0 ? like.count : ''}
          </button>
          <button type="button" className="comment-item__action" onClick={() => onReply(comment)}>
            <ReplyIcon />
            回复
          </button>
          {canDelete ? (
            <button type="button" className="comment-item__action comment-item__action--danger" onClick={() => onDelete(comment)}>
              <TrashIcon />
              删除
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
