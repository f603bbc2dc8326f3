import type { ArticleCard as ArticleCardData } from '@contract/article';
import { Link } from '@/lib/router';
import { CalendarIcon, EyeIcon, FolderIcon, MessageIcon, TagIcon } from '@/components/icons';
import { abbreviateCount } from '@contract/count-format';
import { HeartIcon, PinIcon } from './article-meta-icons';
import { LazyCover } from './lazy-cover';

interface ArticleCardProps {
  article: ArticleCardData;
  /** Alternates the cover side on wide screens, like a magazine column. */
  flip?: boolean;
}

/** One entry of the home list: cover, title, facts and the summary. */
export function ArticleCard({ article, flip = false }: ArticleCardProps) {
  const href = `/article?id=${article.id}`;
  return (
    <article className={`card article-card${flip ? ' article-card--flip' : ''}`}>
      <Link to={href} className="article-card__cover" tabIndex={-1} aria-hidden="true">
        <LazyCover src={article.article_cover} alt={article.article_title} />
      </Link>
      <div className="article-card__body">
        <h3 className="article-card__title">
          {article.is_top === 1 ? (
            <span className="badge badge--warm">
              <PinIcon /> 置顶
            </span>
          ) : null}
          <Link to={href}>{article.article_title}</Link>
        </h3>
        <ul className="article-meta">
          <li title="发表于">
            <CalendarIcon /> {article.createdAt.slice(0, 10)}
          </li>
          {article.categoryName ? (
            <li>
              <FolderIcon /> {article.categoryName}
            </li>
          ) : null}
          <li title="浏览">
            <EyeIcon /> {abbreviateCount(article.view_times)}
          </li>
          <li title="点赞">
            <HeartIcon /> {abbreviateCount(article.thumbs_up_times)}
          </li>
          <li title="评论">
            <MessageIcon /> {abbreviateCount(article.comment_total ?? 0)}
          </li>
        </ul>
        <p className="article-card__desc">{article.article_description}</p>
        {article.tagNameList.length ? (
          <ul className="article-card__tags" aria-label="标签">
            {article.tagNameList.slice(0, 4).map((tag) => (
              <li key={tag}>
                <TagIcon /> {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="card article-card article-card--skeleton" aria-hidden="true">
      <div className="article-card__cover">
        <div className="cover-box skeleton" />
      </div>
      <div className="article-card__body">
        <div className="skeleton skeleton--line skeleton--title" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
