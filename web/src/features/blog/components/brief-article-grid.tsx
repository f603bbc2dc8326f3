import type { ArticleBrief } from '@contract/article';
import { Link } from '@/lib/router';
import { CalendarIcon } from '@/components/icons';
import { LazyCover } from './lazy-cover';

/** Cover tiles for the article lists by category or tag. */
export function BriefArticleGrid({ articles }: { articles: ArticleBrief[] }) {
  return (
    <ul className="brief-grid">
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={`/article?id=${a.id}`} className="card brief-card">
            <LazyCover src={a.article_cover} alt={a.article_title} className="brief-card__cover" />
            <span className="brief-card__body">
              <span className="brief-card__title">{a.article_title}</span>
              <span className="brief-card__date">
                <CalendarIcon /> {a.createdAt.slice(0, 10)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BriefArticleGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="brief-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card brief-card" aria-hidden="true">
          <div className="cover-box brief-card__cover skeleton" />
          <span className="brief-card__body">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
