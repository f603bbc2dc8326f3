import type { TalkItem } from '@contract/talk';
import { firstChars } from '@contract/clip';
import { Link } from '@/lib/router';
import { abbreviateCount } from '@contract/count-format';
import { relativeTime } from '@/lib/format';
import { TalkContent } from './talk-content';
import { CommentIcon, HeartIcon, PinIcon } from './talk-icons';
import { TalkImages } from './talk-images';

/** One talk: author, time (relative, exact on hover), text, pictures, its like count and, in the list, its comments as a way to the talk's page. */
export function TalkCard({ talk, linkToDetail = true }: { talk: TalkItem; linkToDetail?: boolean }) {
  const name = talk.nick_name || '博主';
  const time = relativeTime(talk.createdAt);
  const comments = talk.comment_count ?? 0;
  return (
    <article className="talk-card card" aria-label={`${name}的说说`}>
      <div className="talk-card__avatar" aria-hidden="true">
        {talk.avatar ? <img src={talk.avatar} alt="" loading="lazy" /> : <span>{firstChars(name, 1)}</span>}
      </div>
      <div className="talk-card__body">
        <header className="talk-card__head">
          <span className="talk-card__name">{name}</span>
          {talk.is_top === 1 ? (
            <span className="talk-card__pin" title="置顶">
              <PinIcon />
              置顶
            </span>
          ) : null}
          {linkToDetail ? (
            <Link className="talk-card__time" to={`/talk?id=${talk.id}`} title={talk.createdAt}>
              <time dateTime={talk.createdAt.replace(' ', 'T')}>{time}</time>
            </Link>
          ) : (
            <time className="talk-card__time" dateTime={talk.createdAt.replace(' ', 'T')} title={talk.createdAt}>
              {time}
            </time>
          )}
        </header>
        <TalkContent html={talk.content} />
        {Array.isArray(talk.talkImgList) && talk.talkImgList.length > 0 ? <TalkImages urls={talk.talkImgList} /> : null}
        <footer className="talk-card__foot">
          <span className={`talk-card__likes${talk.is_like ? ' talk-card__likes--on' : ''}`} title={talk.is_like ? '你赞过' : '点赞数'}>
            <HeartIcon filled={talk.is_like} />
            <span>{abbreviateCount(talk.like_times)}</span>
            <span className="sr-only">{talk.is_like ? '，你赞过' : '人点赞'}</span>
          </span>
          {linkToDetail ? (
            <Link className="talk-card__comments" to={`/talk?id=${talk.id}`} aria-label={`${comments ? `${comments} 条评论，` : ''}去评论这条说说`}>
              <CommentIcon />
              <span>{comments ? abbreviateCount(comments) : '评论'}</span>
            </Link>
          ) : null}
        </footer>
      </div>
    </article>
  );
}
