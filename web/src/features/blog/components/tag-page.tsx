import { useTags } from '../api/article-lists';
import { TaxonomyCloud } from './taxonomy-cloud';

/** /tag: the tag cloud. */
export function TagPage() {
  const { data, isPending } = useTags();
  const entries = data?.map((t) => ({ id: t.id, name: t.tag_name, count: t.article_count }));
  return <TaxonomyCloud type="tag" entries={entries} isPending={isPending} heading="标签" />;
}
