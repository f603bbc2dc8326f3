import type { TaxonomyType } from '../api/article-lists';

/** The list of a category's or a tag's articles (/articleList), named in the address for its banner. */
export function articleListHref(type: TaxonomyType, entry: { id: number; name: string }): string {
  const q = new URLSearchParams({ id: String(entry.id), type, name: entry.name });
  return `/articleList?${q}`;
}
