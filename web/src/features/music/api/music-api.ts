import type {
  LyricAnswer,
  PlaylistTracksAnswer,
  SearchAnswer,
  SongDetailAnswer,
  SongUrlAnswer,
  ToplistAnswer,
} from '@contract/music';
import { musicGet } from './music-client';

/** The six music calls of spec §7, paths as the client writes them. */
export const musicApi = {
  toplist: () => musicGet<ToplistAnswer>('/toplist/detail'),
  playlistTracks: (id: number, limit: number, offset: number) =>
    musicGet<PlaylistTracksAnswer>('/playlist/track/all', { id, limit, offset }),
  songUrl: (id: number) => musicGet<SongUrlAnswer>('/song/url/v1', { id, level: 'exhigh' }),
  songDetail: (ids: number | string) => musicGet<SongDetailAnswer>('//song/detail', { ids }),
  search: (keywords: string, offset: number, limit: number) =>
    musicGet<SearchAnswer>('/search', { keywords, offset, limit }),
  lyric: (id: number) => musicGet<LyricAnswer>('/lyric', { id }),
};
