/**
 * The music calls (/wapi, api-contract §5): query schemas the worker checks
 * before anything reaches a provider, and the NetEase-Cloud-Music-API answer
 * shapes the player reads. Success is a body `code` of 200, not the blog envelope.
 */
import { z } from 'zod';
import './zod-locale';

const idList = z
  .string()
  .trim()
  .regex(/^\d{1,18}(,\d{1,18}){0,99}$/, 'ids 应为以逗号分隔的数字');
const id = z.coerce.number().int('id 应为整数').positive('id 应为正整数').max(Number.MAX_SAFE_INTEGER);
const limit = (fallback: number) => z.coerce.number().int().min(1, 'limit 最小为 1').max(100, 'limit 最大为 100').default(fallback);
const offset = z.coerce.number().int().min(0, 'offset 不能为负数').max(100_000).default(0);

export const musicQuery = {
  toplist: z.object({}),
  playlistTracks: z.object({ id, limit: limit(30), offset }),
  songUrl: z.object({
    id: idList,
    level: z.enum(['standard', 'higher', 'exhigh', 'lossless', 'hires', 'jyeffect', 'sky', 'jymaster']).default('exhigh'),
  }),
  songDetail: z.object({ ids: idList }),
  search: z.object({
    keywords: z.string().trim().min(1, '请输入搜索关键词').max(100, '关键词过长'),
    offset,
    limit: limit(30),
  }),
  lyric: z.object({ id }),
};

export type MusicEndpoint = keyof typeof musicQuery;
export type MusicQuery<E extends MusicEndpoint> = z.infer<(typeof musicQuery)[E]>;

/** The client's paths (after /wapi, slashes collapsed) for each endpoint. */
export const MUSIC_PATHS: Record<string, MusicEndpoint> = {
  '/toplist/detail': 'toplist',
  '/playlist/track/all': 'playlistTracks',
  '/song/url/v1': 'songUrl',
  '/song/detail': 'songDetail',
  '/search': 'search',
  '/lyric': 'lyric',
};

export interface MusicArtist {
  id: number;
  name: string;
  img1v1Url?: string;
}

interface MusicAlbum {
  id: number;
  name: string;
  picUrl: string;
}

/** A song as detail, playlist and player read it. */
export interface MusicSong {
  id: number;
  name: string;
  ar: MusicArtist[];
  al: MusicAlbum;
  alia: string[];
  /** duration in ms */
  dt: number;
}

/** A song as /search answers it (artists/album/alias instead of ar/al/alia). */
export interface MusicSearchSong {
  id: number;
  name: string;
  artists: MusicArtist[];
  album: { id: number; name: string; picUrl: string; artist: MusicArtist };
  alias: string[];
  duration: number;
}

export interface MusicPlaylist {
  id: number;
  name: string;
  coverImgUrl: string;
  description: string;
  trackCount: number;
  updateFrequency: string;
}

export interface MusicSongUrl {
  id: number;
  url: string | null;
  br: number;
  size: number;
  type: string | null;
  level: string | null;
  time: number;
  code: number;
}

export interface ToplistAnswer {
  code: 200;
  list: MusicPlaylist[];
}
export interface PlaylistTracksAnswer {
  code: 200;
  songs: MusicSong[];
}
export interface SongUrlAnswer {
  code: 200;
  data: MusicSongUrl[];
}
export interface SongDetailAnswer {
  code: 200;
  songs: MusicSong[];
}
export interface SearchAnswer {
  code: 200;
  result: { songs: MusicSearchSong[]; songCount: number; hasMore: boolean };
}
export interface LyricAnswer {
  code: 200;
  lrc: { version: number; lyric: string };
  nolyric?: boolean;
  pureMusic?: boolean;
}

export interface MusicAnswers {
  toplist: ToplistAnswer;
  playlistTracks: PlaylistTracksAnswer;
  songUrl: SongUrlAnswer;
  songDetail: SongDetailAnswer;
  search: SearchAnswer;
  lyric: LyricAnswer;
}
