import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleBrief, ArticleCard, CategoryEntry, HotArticle, TagEntry, TimelineYear } from '@contract/article';
import { BOOT_PATHS, HOME_PAGE_SIZE } from '@contract/boot-data';
import type { Envelope, Page } from '@contract/envelope';
import { api, isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';

const emptyPage = <T>(): Page<T> => ({ current: 1, size: 0, total: 0, list: [] });

/** A failed answer reads as an empty page: the api client has already told the reader why. */
function pageOf<T>(res: Envelope<Page<T>>): Page<T> {
  return isOk(res) && res.result ? res.result : emptyPage<T>();
}

export { HOME_PAGE_SIZE };
export const TIMELINE_PAGE_SIZE = 10;
export const TAXONOMY_PAGE_SIZE = 8;

export function useHomeArticles(page: number) {
  return useQuery({
    queryKey: ['articles', 'home', page],
    queryFn: async ({ signal }) => pageOf(await api.get<Page<ArticleCard>>(BOOT_PATHS.homeArticles(page), { signal })),
    // the worker puts the first page into the HTML; later pages are fetched
    initialData: page === 1 ? bootInitialData(BOOT_PATHS.homeArticles(1), pageOf<ArticleCard>) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** `month` (YYYY-MM): that month's articles only. */
export function useTimeline(page: number, month?: string) {
  const query = month ? `?${new URLSearchParams({ month })}` : '';
  return useQuery({
    queryKey: ['articles', 'timeline', page, month ?? ''],
    queryFn: async ({ signal }) =>
      pageOf(await api.get<Page<TimelineYear>>(`/api/article/blogTimelineGetArticleList/${page}/${TIMELINE_PAGE_SIZE}${query}`, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export type TaxonomyType = 'category' | 'tag';

export function useTaxonomyArticles(type: TaxonomyType, id: number, page: number) {
  const path = type === 'tag' ? '/api/article/getArticleListByTagId' : '/api/article/getArticleListByCategoryId';
  return useQuery({
    queryKey: ['articles', type, id, page],
    queryFn: async ({ signal }) =>
      pageOf(await api.post<Page<ArticleBrief>>(path, { id, current: page, size: TAXONOMY_PAGE_SIZE }, { signal })),
    enabled: id > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => {
      const res = await api.get<CategoryEntry[]>('/api/category/getCategoryDictionary', { signal });
      return isOk(res) && Array.isArray(res.result) ? res.result : [];
    },
    staleTime: 5 * 60_000,
  });
}

export function useTags() {
  return useQuery({
    queryKey: ['tags'],
    queryFn: async ({ signal }) => {
      const res = await api.get<TagEntry[]>('/api/tag/getTagDictionary', { signal });
      return isOk(res) && Array.isArray(res.result) ? res.result : [];
    },
    staleTime: 5 * 60_000,
  });
}

const hotOf = (res: Envelope<HotArticle[]>) => (isOk(res) && Array.isArray(res.result) ? res.result : []);

/** Shared with the search dialog through the same query key. */
const hotArticlesQueryKey = ['articles', 'hot'] as const;

export function useHotArticles() {
  return useQuery({
    queryKey: hotArticlesQueryKey,
    queryFn: async ({ signal }) => hotOf(await api.get<HotArticle[]>(BOOT_PATHS.hotArticles, { signal })),
    initialData: bootInitialData(BOOT_PATHS.hotArticles, hotOf),
    staleTime: 5 * 60_000,
  });
}
