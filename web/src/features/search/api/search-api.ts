import { keepPreviousData, useQuery } from '@/lib/query';
import { firstChars } from '@contract/clip';
import type { HotArticle, SearchHit } from '@contract/article';
import { api, isOk } from '@/lib/api-client';

/** The API rejects longer queries; trimming here keeps the request valid. */
export const MAX_KEYWORD_LENGTH = 50;

export function useArticleSearch(keyword: string) {
  const word = firstChars(keyword.trim(), MAX_KEYWORD_LENGTH);
  return useQuery({
    queryKey: ['articles', 'search', word],
    queryFn: async ({ signal }) => {
      const res = await api.get<SearchHit[]>(`/api/article/getArticleListByContent/${encodeURIComponent(word)}`, { signal });
      return isOk(res) && Array.isArray(res.result) ? res.result : [];
    },
    // spec §5: the site search runs only when the input is not empty
    enabled: word !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useHotSearch() {
  return useQuery({
    queryKey: ['articles', 'hot'],
    queryFn: async ({ signal }) => {
      const res = await api.get<HotArticle[]>('/api/article/getHotArticle', { signal });
      return isOk(res) && Array.isArray(res.result) ? res.result.slice(0, 5) : [];
    },
    staleTime: 5 * 60_000,
  });
}
