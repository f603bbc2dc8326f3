import './sidebar-widgets.css';
import { Link } from '@/lib/router';
import { TagIcon } from '@/components/icons';
import { useTags } from '../api/article-lists';
import { articleListHref } from '../lib/article-list-href';

/** How many tags the sidebar shows, the most used first; the rest are on /tag. */
const SHOWN = 24;

/** Sidebar card: the tags with public articles, sized by use, each opening its article list. */
export function TagCloudCard() {
  const { data: tags } = useTags();
  const used = (tags ?? []).filter((t) => t.article_count > 0);
  if (!used.length) return null;
  const shown = [...used].sort((a, b) => b.article_count - a.article_count).slice(0, SHOWN);
  const max = Math.max(...shown.map((t) => t.article_count));
  return (
    <section className="card side-card" aria-labelledby="tag-cloud-title">
      <h2 className="side-card__title" id="tag-cloud-title">
        <TagIcon className="side-card__icon" />
        <Link to="/tag" className="side-card__title-link">
          标签
        </Link>
      </h2>
      <ul className="side-tags">
        {shown.map((t) => (
          <li key={t.id}>
            <Link
              to={articleListHref('tag', { id: t.id, name: t.tag_name })}
              className="side-tags__tag"
              style={{ fontSize: `${(0.8 + (t.article_count / max) * 0.35).toFixed(2)}rem` }}
            >
              {t.tag_name}
              <sup>{t.article_count}</sup>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
