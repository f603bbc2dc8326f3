import type {
  LyricAnswer,
  PlaylistTracksAnswer,
  SearchAnswer,
  SongDetailAnswer,
  SongUrlAnswer,
  ToplistAnswer,
} from '@contract/music';
import { musicGet, musicUrl } from './music-client';

const SONG_DETAIL = '//song/detail';
const SONG_URL = '/song/url/v1';
const LYRIC = '/lyric';
const urlQuery = (id: number) => ({ id, level: 'exhigh' });

/** The six music calls of spec §7, paths as the client writes them. */
export const musicApi = {
  toplist: () => musicGet<ToplistAnswer>('/toplist/detail'),
  playlistTracks: (id: number, limit: number, offset: number) =>
    musicGet<PlaylistTracksAnswer>('/playlist/track/all', { id, limit, offset }),
  songUrl: (id: number) => musicGet<SongUrlAnswer>(SONG_URL, urlQuery(id)),
  songDetail: (ids: number | string) => musicGet<SongDetailAnswer>(SONG_DETAIL, { ids }),
  search: (keywords: string, offset: number, limit: number) =>
    musicGet<SearchAnswer>('/search', { keywords, offset, limit }),
  lyric: (id: number) => musicGet<LyricAnswer>(LYRIC, { id }),
};

/** The three addresses playSong asks for a song (audio/playback.ts), as it writes them: what 离线收听 keeps. */
export const songAddresses = (id: number) => ({ detail: musicUrl(SONG_DETAIL, { ids: id }), url: musicUrl(SONG_URL, urlQuery(id)), lyric: musicUrl(LYRIC, { id }) });
