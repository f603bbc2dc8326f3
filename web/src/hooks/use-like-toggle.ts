import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { likeApi } from '../api/like-api';

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
