/**
 * /articleList's query (`?id=3&type=tag&name=Rust`, as the category and tag
 * clouds link it) and the banner title it gives: the page (web/src/features/blog)
 * and the worker's first paint (worker/seo/page-meta.ts) read it the same way,
 * so the prerendered banner is the one React renders.
 */
import { firstChars } from './clip';

export type TaxonomyType = 'category' | 'tag';

/** Articles per page of a category's or tag's list (the app and the boot data must agree). */
export const TAXONOMY_PAGE_SIZE = 8;

/** The two list endpoints (POST, body `{ id, current, size }`). */
export const TAXONOMY_LIST_PATHS: Record<TaxonomyType, string> = {
  category: '/api/article/getArticleListByCategoryId',
  tag: '/api/article/getArticleListByTagId',
};

export function parseListQuery(params: URLSearchParams): { type: TaxonomyType; id: number; name: string } {
  const type = params.get('type') === 'tag' ? 'tag' : 'category';
  const id = Number(params.get('id'));
  return { type, id: Number.isInteger(id) && id > 0 ? id : 0, name: firstChars(params.get('name') ?? '', 40) };
}

/** The banner's title: `分类 · 边缘计算`, or the route's own title while no name is known. */
export function listBannerTitle(type: TaxonomyType, name: string, routeTitle: string): string {
  return name ? `${type === 'tag' ? '标签' : '分类'} · ${name}` : routeTitle;
}
