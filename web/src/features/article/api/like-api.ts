import { useQuery } from '@/lib/query';
import { LIKE_TYPE } from '@contract/target-types';
import { api, isOk } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/** Whether this reader (account, or IP for a visitor) already liked the article. */
export function useArticleLiked(id: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['article', id, 'liked', Boolean(token)],
    queryFn: async ({ signal }) => {
      const res = await api.post<boolean>('/api/like/getIsLikeByIdOrIpAndType', { type: LIKE_TYPE.article, for_id: id }, { signal, silent: true });
      return isOk(res) && res.result === true;
    },
    enabled: id > 0,
    staleTime: 60_000,
  });
}
