import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { TIMELINE_PAGE_SIZE, useTimeline } from '../api/article-lists';
import { EmptyState } from './empty-state';
import { LazyCover } from './lazy-cover';
import { Pagination } from './pagination';
import './blog-pages.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /archives: every public article on a timeline grouped by year, newest first; `?month=2026-10` keeps one month. */
export function ArchivesPage() {
  const asked = useSearchParams()[0].get('month') ?? '';
  const month = MONTH.test(asked) ? asked : undefined;
  // a new month starts at its first page
  return <Timeline key={month ?? ''} month={month} />;
}

function Timeline({ month }: { month: string | undefined }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useTimeline(page, month);

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="page-container blog-page">
      <section className="card timeline-card" aria-label="文章归档">
        {isPending ? (
          <div className="skeleton-stack" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="skeleton skeleton--row" />
            ))}
          </div>
        ) : !data || data.total === 0 ? (
          <EmptyState text={month ? '这个月没有文章' : '时间轴上还空空如也'} />
        ) : (
          <>
            {month ? (
              <p className="timeline__total">
                {`${month.slice(0, 4)}年${Number(month.slice(5))}月`}共 {data.total} 篇文章 · <Link to="/archives">查看全部归档</Link>
              </p>
            ) : (
              <p className="timeline__total">目前共计 {data.total} 篇文章，继续加油！</p>
            )}
            <div className={`timeline${isPlaceholderData ? ' is-stale' : ''}`}>
              {data.list.map((year) => (
                <section key={year.year} className="timeline__year" aria-label={`${year.year} 年`}>
                  <h2 className="timeline__year-title">{year.year}</h2>
                  <ol className="timeline__items">
                    {year.articleList.map((a) => (
                      <li key={a.id} className="timeline__item">
                        <Link to={`/article?id=${a.id}`} className="timeline__link">
                          <LazyCover src={a.article_cover} alt={a.article_title} className="timeline__thumb" />
                          <span className="timeline__text">
                            <time className="timeline__date" dateTime={a.createdAt.slice(0, 10)}>
                              {a.createdAt.slice(0, 10)}
                            </time>
                            <span className="timeline__title">{a.article_title}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
            <Pagination page={page} total={data.total} size={TIMELINE_PAGE_SIZE} onChange={goTo} label="归档分页" />
          </>
        )}
      </section>
    </div>
  );
}
