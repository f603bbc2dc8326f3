import { useQuery } from '@/lib/query';
import type { SidebarWidgets } from '@contract/sidebar';
import { api, isOk } from '@/lib/api-client';

const EMPTY: SidebarWidgets = { latestComments: [], archiveMonths: [] };

/** The 最新评论 and 归档 cards' data, in one request (GET /api/sidebar/widgets). */
export function useSidebarWidgets() {
  return useQuery({
    queryKey: ['sidebar', 'widgets'],
    queryFn: async ({ signal }) => {
      const res = await api.get<SidebarWidgets>('/api/sidebar/widgets', { signal });
      return isOk(res) && res.result ? res.result : EMPTY;
    },
    staleTime: 60_000,
  });
}
