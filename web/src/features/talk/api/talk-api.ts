import { useQuery } from '@/lib/query';
import { useInfiniteQuery } from '@/lib/query/use-infinite-query';
import type { Page } from '@contract/envelope';
import { TALK_PAGE_SIZE, type TalkDetail, type TalkItem } from '@contract/talk';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

async function fetchTalkPage(current: number, userId: number | undefined, signal: AbortSignal): Promise<Page<TalkItem>> {
  const body = userId ? { current, size: TALK_PAGE_SIZE, user_id: userId } : { current, size: TALK_PAGE_SIZE };
  const res = await api.post<Page<TalkItem>>('/api/talk/blogGetTalkList', body, { signal });
  if (res.code !== 0 || !('result' in res) || !res.result) throw new Error(res.message || '获取说说失败');
  return res.result;
}

/** Talks page by page (5 a page, as the original client); the viewer is part of the key because is_like depends on it. */
export function useTalkList() {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: ['talks', userId ?? 'visitor'],
    queryFn: ({ pageParam, signal }) => fetchTalkPage(pageParam, userId, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** One talk for /talk?id=; a missing or private one answers with a message, shown as an empty state. */
export function useTalk(id: number) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: ['talk', id, userId ?? 'visitor'],
    queryFn: async ({ signal }) => {
      const res = await api.get<TalkDetail>(`/api/talk/getTalkById/${id}`, { signal });
      if (res.code !== 0 || !('result' in res) || !res.result) throw new Error(res.message || '说说不存在');
      return res.result;
    },
  });
}
