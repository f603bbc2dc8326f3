import './home-list.css';
import { Link } from '@/lib/router';
import { EyeIcon } from '@/components/icons';
import { abbreviateCount } from '@contract/count-format';
import { useHotArticles } from '../api/article-lists';
import { FlameIcon } from './article-meta-icons';

/** Sidebar card: the five most-read articles. */
export function HotArticlesCard() {
  const { data, isPending } = useHotArticles();
  if (!isPending && !data?.length) return null;
  return (
    <section className="card side-card" aria-labelledby="hot-articles-title">
      <h2 className="side-card__title" id="hot-articles-title">
        <FlameIcon className="side-card__icon side-card__icon--hot" />
        热门文章
      </h2>
      {isPending ? (
        <div className="skeleton-stack" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : (
        <ol className="hot-list">
          {data!.map((a, i) => (
            <li key={a.id}>
              <span className={`hot-list__rank hot-list__rank--${i + 1}`}>{i + 1}</span>
              <Link to={`/article?id=${a.id}`} className="hot-list__title">
                {a.article_title}
              </Link>
              <span className="hot-list__views" title="浏览">
                <EyeIcon /> {abbreviateCount(a.view_times)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
