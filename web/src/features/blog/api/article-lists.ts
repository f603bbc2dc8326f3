import { keepPreviousData, useQuery } from '@/lib/query';
import type { ArticleBrief, ArticleCard, CategoryEntry, HotArticle, TagEntry, TimelineYear } from '@contract/article';
import { TAXONOMY_LIST_PATHS, TAXONOMY_PAGE_SIZE, type TaxonomyType } from '@contract/article-list-query';
import { BOOT_PATHS, HOME_PAGE_SIZE } from '@contract/boot-data';
import type { Envelope, Page } from '@contract/envelope';
import { api, isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';

const emptyPage = <T>(): Page<T> => ({ current: 1, size: 0, total: 0, list: [] });

/** A failed answer reads as an empty page: the api client has already told the reader why. */
function pageOf<T>(res: Envelope<Page<T>>): Page<T> {
  return isOk(res) && res.result ? res.result : emptyPage<T>();
}

export { HOME_PAGE_SIZE, TAXONOMY_PAGE_SIZE, type TaxonomyType };
export const TIMELINE_PAGE_SIZE = 10;

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

export function useTaxonomyArticles(type: TaxonomyType, id: number, page: number) {
  return useQuery({
    queryKey: ['articles', type, id, page],
    queryFn: async ({ signal }) =>
      pageOf(await api.post<Page<ArticleBrief>>(TAXONOMY_LIST_PATHS[type], { id, current: page, size: TAXONOMY_PAGE_SIZE }, { signal })),
    // /articleList's HTML carries the first page (worker/seo/boot-data.ts); later pages are fetched
    initialData: page === 1 && id > 0 ? bootInitialData(BOOT_PATHS.taxonomyArticles(type, id), pageOf<ArticleBrief>) : undefined,
    enabled: id > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const listOf = <T>(res: Envelope<T[]>) => (isOk(res) && Array.isArray(res.result) ? res.result : []);

/**
 * An /articleList page named by id alone carries its dictionary, which names the banner
 * (worker/seo/boot-data.ts). `enabled`: false where the dictionary is not needed after all.
 */
export function useCategories(enabled = true) {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => listOf(await api.get<CategoryEntry[]>(BOOT_PATHS.categories, { signal })),
    initialData: bootInitialData(BOOT_PATHS.categories, listOf<CategoryEntry>),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useTags(enabled = true) {
  return useQuery({
    queryKey: ['tags'],
    queryFn: async ({ signal }) => listOf(await api.get<TagEntry[]>(BOOT_PATHS.tags, { signal })),
    initialData: bootInitialData(BOOT_PATHS.tags, listOf<TagEntry>),
    staleTime: 5 * 60_000,
    enabled,
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
