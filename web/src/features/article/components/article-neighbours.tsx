import { Link } from '@/lib/router';
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon } from '@/components/icons';
import { useRecommend } from '../api/article-api';

interface Props {
  id: number;
}

/** Previous / next article (the API answers the article itself at either end) and related ones by shared tags. */
export function ArticleNeighbours({ id }: Props) {
  const { data } = useRecommend(id);
  if (!data) return <div className="article-neighbours article-neighbours--loading" aria-hidden="true" />;

  const sides = [
    { key: 'prev', label: '上一篇', item: data.previous, icon: <ArrowLeftIcon /> },
    { key: 'next', label: '下一篇', item: data.next, icon: <ArrowRightIcon /> },
  ].filter((s) => s.item && s.item.id !== id);
  const related = data.recommend.filter((a) => a.id !== id).slice(0, 6);

  return (
    <>
      {sides.length ? (
        <nav className="article-neighbours" aria-label="上一篇与下一篇">
          {sides.map((s) => (
            <Link key={s.key} to={`/article?id=${s.item.id}`} className={`neighbour neighbour--${s.key}`}>
              {s.item.article_cover ? <img src={s.item.article_cover} alt="" loading="lazy" decoding="async" /> : null}
              <span className="neighbour__shade" />
              <span className="neighbour__text">
                <span className="neighbour__label">
                  {s.key === 'prev' ? s.icon : null}
                  {s.label}
                  {s.key === 'next' ? s.icon : null}
                </span>
                <span className="neighbour__title">{s.item.article_title}</span>
              </span>
            </Link>
          ))}
        </nav>
      ) : null}
      {related.length ? (
        <section className="card related" aria-labelledby="related-title">
          <h2 id="related-title" className="related__title">
            相关推荐
          </h2>
          <ul className="related__list">
            {related.map((a) => (
              <li key={a.id}>
                <Link to={`/article?id=${a.id}`} className="related__item">
                  <span className="related__cover">
                    {a.article_cover ? <img src={a.article_cover} alt="" loading="lazy" decoding="async" /> : null}
                  </span>
                  <span className="related__name">{a.article_title}</span>
                  <span className="related__date">
                    <CalendarIcon /> {a.createdAt.slice(0, 10)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
