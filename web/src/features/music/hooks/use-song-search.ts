import { useRef, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { musicApi } from '../api/music-api';
import { applyPage, firstPager, SEARCH_PAGE_SIZE, type Pager } from '../lib/paging';
import { fromSearchSong, type PlayerSong } from '../lib/song-shape';

const NO_RESULT_TEXT = '暂无相关歌曲';
const NOTICE_MS = 1000;

/** Song search (spec §4/§5): 20 per page from offset 0, stops on an empty page; an empty keyword clears. */
export function useSongSearch() {
  const [pager, setPager] = useState<Pager<PlayerSong>>(() => ({ ...firstPager<PlayerSong>(SEARCH_PAGE_SIZE), loadMore: false }));
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const keywordRef = useRef('');

  async function fetchPage(from: Pager<PlayerSong>, keyword: string) {
    const id = ++request.current;
    setLoading(true);
    const answer = await musicApi.search(keyword, from.offset, from.limit);
    if (id !== request.current) return;
    setLoading(false);
    const songs = (answer?.result?.songs ?? []).map(fromSearchSong);
    if (!songs.length && from.offset === 0) toast.info(NO_RESULT_TEXT, undefined, NOTICE_MS);
    setPager(applyPage(from, songs));
  }

  function search(keyword: string) {
    const trimmed = keyword.trim();
    keywordRef.current = trimmed;
    if (!trimmed) {
      request.current++;
      setLoading(false);
      setPager({ ...firstPager<PlayerSong>(SEARCH_PAGE_SIZE), loadMore: false });
      return;
    }
    void fetchPage(firstPager<PlayerSong>(SEARCH_PAGE_SIZE), trimmed);
  }

  function loadMore() {
    if (loading || !pager.loadMore || !keywordRef.current) return;
    void fetchPage(pager, keywordRef.current);
  }

  return { songs: pager.items, loadMore: pager.loadMore, loading, searched: Boolean(keywordRef.current), search, more: loadMore };
}
