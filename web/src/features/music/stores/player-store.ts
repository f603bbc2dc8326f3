import { create } from 'zustand';
import type { PlayModel } from '../lib/play-order';
import type { PlayerSong } from '../lib/song-shape';

export type LyricType = 'COMMON' | 'SPECIAL';
export type PlayType = 'TOP' | 'CUSTOM';

/** What is playing (spec §3 "Playback info"). */
interface PlaybackInfo {
  id: number;
  url: string;
  lyricList: string[];
  lyricTimeList: number[];
}

interface PlaylistEntry {
  id: number;
  name: string;
  coverImgUrl: string;
}

/** Player state of spec §3. Playback itself (the audio element) lives in audio/playback.ts. */
export interface PlayerState {
  volume: number;
  isPaused: boolean;
  currentTime: number;
  duration: number;
  currentLyricIndex: number;
  lyricType: LyricType;
  playType: PlayType;
  playModel: PlayModel;
  /** the playlist shown (TOP) */
  musicList: PlayerSong[];
  customerMusicList: PlayerSong[];
  /** the song loaded in the audio element */
  currentSong: PlayerSong | null;
  currentSchedule: PlaybackInfo | null;
  loadingSong: boolean;
  showLyricBoard: boolean;
  playlists: PlaylistEntry[];
  playlistIndex: number;
  tracksLoading: boolean;
  /** false once a page came back empty */
  tracksLoadMore: boolean;
  set: (patch: Partial<PlayerState>) => void;
}

const INITIAL_VOLUME = 0.5;
/** The category playlist opened first (spec §2: index 3). */
export const DEFAULT_PLAYLIST_INDEX = 3;

export const usePlayer = create<PlayerState>((set) => ({
  volume: INITIAL_VOLUME,
  isPaused: true,
  currentTime: 0,
  duration: 0,
  currentLyricIndex: -1,
  lyricType: 'COMMON',
  playType: 'TOP',
  playModel: 'RANDOM',
  musicList: [],
  customerMusicList: [],
  currentSong: null,
  currentSchedule: null,
  loadingSong: false,
  showLyricBoard: false,
  playlists: [],
  playlistIndex: DEFAULT_PLAYLIST_INDEX,
  tracksLoading: false,
  tracksLoadMore: true,
  set: (patch) => set(patch),
}));

/** The list next/previous walk through: the custom list when playing it, else the playlist. */
export function activeList(state: Pick<PlayerState, 'playType' | 'musicList' | 'customerMusicList'>): PlayerSong[] {
  return state.playType === 'CUSTOM' ? state.customerMusicList : state.musicList;
}
