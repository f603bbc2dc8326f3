import './home-list.css';
import { HOME_PAGE_SIZE, useHomeArticles } from '../api/article-lists';
import { useUrlPage } from '../hooks/use-url-page';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

/** The home column: pinned first (server order), five a page, page numbers below and in the URL (?page=N). */
export function HomeArticleColumn() {
  const [page, setPage] = useUrlPage();
  const { data, isPending, isPlaceholderData } = useHomeArticles(page);

  const goTo = (next: number) => {
    setPage(next);
    document.getElementById('home-content')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (isPending) {
    return (
      <div className="article-list" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!data || data.list.length === 0) return <EmptyState text="还没有文章，过些日子再来看看吧" />;

  return (
    <>
      <div className={`article-list${isPlaceholderData ? ' is-stale' : ''}`}>
        {data.list.map((article, i) => (
          <ArticleCard key={article.id} article={article} flip={i % 2 === 1} />
        ))}
      </div>
      <Pagination page={page} total={data.total} size={HOME_PAGE_SIZE} onChange={goTo} label="文章分页" />
    </>
  );
}
