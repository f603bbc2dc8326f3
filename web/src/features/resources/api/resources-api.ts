import { useQuery } from '@/lib/query';
import type { ResourceGroup, ResourceKind } from '@contract/resource';
import { api } from '@/lib/api-client';

/** One page's curated links, already grouped by the server. */
export function useResourceGroups(kind: ResourceKind) {
  return useQuery({
    queryKey: ['resources', kind],
    queryFn: async ({ signal }) => {
      const res = await api.get<ResourceGroup[]>(`/api/resource/list/${kind}`, { signal });
      if (res.code !== 0 || !('result' in res) || !res.result) throw new Error(res.message || '获取资源失败');
      return res.result;
    },
    staleTime: 5 * 60_000,
  });
}
