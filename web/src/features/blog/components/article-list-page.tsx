import { useState } from 'react';
import { listBannerTitle, parseListQuery } from '@contract/article-list-query';
import { routeMeta } from '@contract/page-routes';
import { Link, useSearchParams } from '@/lib/router';
import { PageBanner } from '@/components/page-banner';
import { usePageHeaderImage } from '@/hooks/use-page-headers';
import { TAXONOMY_PAGE_SIZE, useCategories, useTags, useTaxonomyArticles, type TaxonomyType } from '../api/article-lists';
import { BriefArticleGrid, BriefArticleGridSkeleton } from './brief-article-grid';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import './blog-pages.css';

/** `?id=3&type=tag&name=Rust`: the query this page, the clouds and the worker's first paint agree on. */
export { parseListQuery };

/** The name from the query, or from the dictionary when someone arrives with only an id (only that dictionary is asked for). */
function useEntryName(type: TaxonomyType, id: number, given: string): string {
  const needed = !given && id > 0;
  const categories = useCategories(needed && type === 'category');
  const tags = useTags(needed && type === 'tag');
  if (given) return given;
  if (type === 'tag') return tags.data?.find((t) => t.id === id)?.tag_name ?? '';
  return categories.data?.find((c) => c.id === id)?.category_name ?? '';
}

function ArticleListBody({ type, id }: { type: TaxonomyType; id: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useTaxonomyArticles(type, id, page);
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (isPending) return <BriefArticleGridSkeleton />;
  if (!data || data.list.length === 0) {
    return (
      <EmptyState text="这里还没有文章">
        <Link to={type === 'tag' ? '/tag' : '/category'} className="btn btn--ghost">
          看看其他{type === 'tag' ? '标签' : '分类'}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="article-list-page__total">共 {data.total} 篇</p>
      <div className={isPlaceholderData ? 'is-stale' : undefined}>
        <BriefArticleGrid articles={data.list} />
      </div>
      <Pagination page={page} total={data.total} size={TAXONOMY_PAGE_SIZE} onChange={goTo} />
    </>
  );
}

/** /articleList: the articles of one category or one tag. */
export function ArticleListPage() {
  const [params] = useSearchParams();
  const { type, id, name } = parseListQuery(params);
  const entryName = useEntryName(type, id, name);
  const image = usePageHeaderImage('ArticleList');

  return (
    <>
      {/* the worker draws this banner before the app starts (worker/seo/page-meta.ts), with the same title */}
      <PageBanner title={listBannerTitle(type, entryName, routeMeta['/articleList']?.title ?? '')} image={image} />
      <div className="page-container blog-page">
        {id ? <ArticleListBody key={`${type}-${id}`} type={type} id={id} /> : <EmptyState text="请选择一个分类或标签" />}
      </div>
    </>
  );
}
