import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { api, isOk } from '@/lib/api-client';

/** Likes of articles (1), talks (2), board notes (3) and comments (4); the server knows who is asking. */
const likeApi = {
  add: (type: number, for_id: number) => api.post<boolean>('/api/like/addLike', { type, for_id }),
  cancel: (type: number, for_id: number) => api.post<number>('/api/like/cancelLike', { type, for_id }),
};

/** Like/unlike with the counter moved only after the server agreed (it refuses a second like). */
export function useLikeToggle(type: number, forId: number, initial: { liked: boolean; count: number }) {
  const [state, setState] = useState(initial);
  const busy = useRef(false);
  useEffect(() => setState(initial), [initial.liked, initial.count, forId]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const res = state.liked ? await likeApi.cancel(type, forId) : await likeApi.add(type, forId);
      const agreed = isOk<unknown>(res);
      if (agreed) {
        setState((s) => ({ liked: !s.liked, count: Math.max(0, s.count + (s.liked ? -1 : 1)) }));
      } else {
        toast.warning(res.message);
      }
    } catch {
      // the API client already showed why
    } finally {
      busy.current = false;
    }
  };
  return { ...state, toggle };
}
