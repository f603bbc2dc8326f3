import { ROLE_ADMIN } from '@contract/session';
import { LIKE_TYPE } from '@contract/like';
import { isOwnImage } from '@contract/own-image';
import { MESSAGE_DEFAULTS, type MessageListItem } from '@contract/message';
import type { CSSProperties } from 'react';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session-store';
import { ChatBubbleIcon, HeartIcon, TrashIcon } from '@/components/action-icons';
import { useLikeToggle } from '@/hooks/use-like-toggle';
import { Avatar } from '@/components/avatar/avatar';
import { HeldMark } from '@/components/held-mark/held-mark';
import { UserText } from '@/components/user-text/user-text';
import { legibleColor } from '@/lib/contrast';
import { relativeTime } from '@/lib/format';

/** The note's own look: text colour, size and weight, and a background colour or an image of this site. */
export function noteStyle(m: Pick<MessageListItem, 'bg_color' | 'bg_url'>): CSSProperties {
  const style: CSSProperties = {};
  if (m.bg_url && isOwnImage(m.bg_url)) style.backgroundImage = `url("${m.bg_url}")`;
  if (m.bg_color) style.backgroundColor = m.bg_color;
  return style;
}
/** The default colour means "none chosen": such a note reads in the theme's own text colour, legible light and dark. */
export function textStyle(m: Pick<MessageListItem, 'color' | 'font_size' | 'font_weight' | 'bg_color'>): CSSProperties {
  const chosen = m.color && m.color.toLowerCase() !== MESSAGE_DEFAULTS.color ? m.color : undefined;
  return {
    color: chosen && m.bg_color ? legibleColor(chosen, m.bg_color) : chosen,
    fontSize: m.font_size,
    fontWeight: m.font_weight,
  };
}

interface CardProps {
  item: MessageListItem;
  /** detail page: no link to itself */
  standalone?: boolean;
  onDelete?: (item: MessageListItem) => void;
}

export function MessageCard({ item, standalone, onDelete }: CardProps) {
  const me = useSession((s) => s.userInfo);
  const like = useLikeToggle(LIKE_TYPE.message, item.id, { liked: item.is_like, count: item.like_times });
  const mine = Boolean(me && (me.id === item.user_id || me.role === ROLE_ADMIN));
  const tinted = Boolean(item.bg_color || item.bg_url);

  return (
    <article className={`message-card card${tinted ? ' message-card--tinted' : ''}`} style={noteStyle(item)} data-message-id={item.id}>
      <header className="message-card__head">
        <Avatar src={item.avatar} name={item.nick_name} size={36} />
        <div className="message-card__who">
          <span className="message-card__name">
            {item.nick_name}
            {item.held ? <HeldMark /> : null}
          </span>
          <time className="message-card__time">{relativeTime(item.createdAt)}</time>
        </div>
        {item.tag ? <span className="message-card__tag">#{item.tag}</span> : null}
      </header>
      <UserText text={item.message} className="message-card__text" style={textStyle(item)} />
      <footer className="message-card__foot">
        <button type="button" className={`message-card__act${like.liked ? ' is-active' : ''}`} onClick={like.toggle} aria-pressed={like.liked} aria-label={`点赞留言 ${like.count}`}>
          <HeartIcon filled={like.liked} />
          {like.count}
        </button>
        {standalone ? (
          <span className="message-card__act">
            <ChatBubbleIcon />
            {item.comment_total}
          </span>
        ) : (
          <Link className="message-card__act" to={`/message/detail?id=${item.id}`} aria-label="查看评论">
            <ChatBubbleIcon />
            {item.comment_total}
          </Link>
        )}
        {mine ? (
          <span className="message-card__owner">
            <Link className="message-card__act" to={`/message/publish?id=${item.id}`}>
              编辑
            </Link>
            {onDelete ? (
              <button type="button" className="message-card__act" onClick={() => onDelete(item)} aria-label="删除留言">
                <TrashIcon />
              </button>
            ) : null}
          </span>
        ) : null}
      </footer>
    </article>
  );
}
