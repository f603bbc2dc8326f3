import type { CommentItem } from '@contract/comment';
import { COMMENT_PAGE_SIZE } from '@contract/comment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk } from '@/lib/api-client';
import { commentApi, type CommentOrder, type CommentTarget } from '../api/comment-api';

/** Top-level comments, paged and appended by "load more" until the list reaches `total`. */
export function useCommentList(target: CommentTarget) {
  const [order, setOrder] = useState<CommentOrder>('hot');
  const [list, setList] = useState<CommentItem[]>([]);
  const [total, setTotal] = useState(0);
  const [allTotal, setAllTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(1);
  const ticket = useRef(0);
  // how many pages the next first load brings at once (a link to a comment further down)
  const firstPages = useRef(1);

  const load = useCallback(
    async (current: number) => {
      const mine = ++ticket.current;
      const pages = current === 1 ? firstPages.current : 1;
      setLoading(true);
      try {
        const [res, sum] = await Promise.all([
          commentApi.parents(target, current, COMMENT_PAGE_SIZE * pages, order),
          current === 1 ? commentApi.total(target) : Promise.resolve(null),
        ]);
        if (mine !== ticket.current) return;
        if (isOk(res) && res.result) {
          const { list: items, total: n } = res.result;
          setList((prev) => (current === 1 ? items : [...prev, ...items.filter((c) => !prev.some((p) => p.id === c.id))]));
          setTotal(n);
          page.current = current === 1 ? pages : current;
          // spent, unless a jump asked for more pages while this load was on its way
          if (pages === firstPages.current) firstPages.current = 1;
        }
        if (sum && isOk(sum)) setAllTotal(sum.result ?? 0);
      } catch {
        // the API client already showed why
      } finally {
        if (mine === ticket.current) setLoading(false);
      }
    },
    [target.type, target.for_id, order], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  return {
    list,
    total,
    allTotal,
    loading,
    order,
    setOrder,
    hasMore: list.length < total,
    loadMore: () => load(page.current + 1),
    reload: () => load(1),
    /** The newest first, as many pages as hold the page given (where a linked comment is). */
    showNewestUpTo: (pages: number) => {
      firstPages.current = Math.max(1, Math.min(pages, 100));
      if (order !== 'new') setOrder('new');
      else void load(1);
    },
    refreshTotal: async () => {
      const sum = await commentApi.total(target).catch(() => null);
      if (sum && isOk(sum)) setAllTotal(sum.result ?? 0);
    },
  };
}
