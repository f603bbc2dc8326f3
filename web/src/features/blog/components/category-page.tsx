import { useCategories } from '../api/article-lists';
import { TaxonomyCloud } from './taxonomy-cloud';

/** /category: every category with its article count. */
export function CategoryPage() {
  const { data, isPending } = useCategories();
  const entries = data?.map((c) => ({ id: c.id, name: c.category_name, count: c.article_count }));
  return <TaxonomyCloud type="category" entries={entries} isPending={isPending} heading="分类" />;
}
