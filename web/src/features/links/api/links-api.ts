import { useInfiniteQuery } from '@/lib/query/use-infinite-query';
import type { Page } from '@contract/envelope';
import { LINK_APPROVED, LINKS_PAGE_SIZE, type LinkItem } from '@contract/links';
import { api } from '@/lib/api-client';

/** Approved friend links, oldest first, 6 a page; the list grows until it holds `total`. */
export function useFriendLinks() {
  return useInfiniteQuery({
    queryKey: ['links', LINK_APPROVED],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.post<Page<LinkItem>>(
        '/api/links/getLinksList',
        { current: pageParam, size: LINKS_PAGE_SIZE, status: LINK_APPROVED },
        { signal },
      );
      if (res.code !== 0 || !('result' in res) || !res.result) throw new Error(res.message || '获取友链失败');
      return res.result;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}
