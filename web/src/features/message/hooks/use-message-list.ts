import { MESSAGE_PAGE_SIZE, type MessageListItem } from '@contract/message';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk } from '@/lib/api-client';
import { messageApi } from '../api/message-api';
import { useBoardVersion } from '../stores/board-version';

/** Board notes for a tag ('' = all), appended page by page until the list reaches `total`. */
export function useMessageList(tag: string) {
  const version = useBoardVersion((s) => s.version);
  const [list, setList] = useState<MessageListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const page = useRef(1);
  const ticket = useRef(0);

  const load = useCallback(
    async (current: number) => {
      const mine = ++ticket.current;
      setLoading(true);
      try {
        const res = await messageApi.list(current, MESSAGE_PAGE_SIZE, tag);
        if (mine !== ticket.current) return;
        if (isOk(res) && res.result) {
          const items = res.result.list;
          setList((prev) => (current === 1 ? items : [...prev, ...items.filter((m) => !prev.some((p) => p.id === m.id))]));
          setTotal(res.result.total);
          page.current = current;
          setFailed(false);
        } else setFailed(true);
      } catch {
        if (mine === ticket.current) setFailed(true);
      } finally {
        if (mine === ticket.current) setLoading(false);
      }
    },
    [tag],
  );

  useEffect(() => {
    void load(1);
  }, [load, version]);

  return { list, total, loading, failed, hasMore: list.length < total, loadMore: () => load(page.current + 1), reload: () => load(1) };
}
