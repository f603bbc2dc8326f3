import { ArticleListPage } from '@/features/blog/components/article-list-page';

/** /articleList?type=&id=: the page draws its own banner, titled with the category or tag. */
export function Component() {
  return <ArticleListPage />;
}
