import { PLAYER_STORAGE_KEY } from '../stores/music-shell-store';
import type { LyricType, PlayType } from '../stores/player-store';
import type { PlayModel } from './play-order';
import { PLAY_MODELS } from './play-order';
import type { PlayerSong } from './song-shape';

/** What survives a reload (spec §4): saved on page unload, restored on init. */
export interface SavedPlayer {
  volume: number;
  playModel: PlayModel;
  playType: PlayType;
  lyricType: LyricType;
  playlistIndex: number;
  customerMusicList: PlayerSong[];
  musicList: PlayerSong[];
  currentSong: PlayerSong | null;
  currentTime: number;
  /** the song was playing when the page went away (the next visit offers 继续播放) */
  wasPlaying: boolean;
}

const encode = (text: string) => btoa(encodeURIComponent(text));
const decode = (text: string) => decodeURIComponent(atob(text));

export function savePlayer(state: SavedPlayer, store: Storage = localStorage): void {
  try {
    store.setItem(PLAYER_STORAGE_KEY, encode(JSON.stringify(state)));
  } catch {
    // storage full or blocked: the next visit simply starts fresh
  }
}

const isSong = (v: unknown): v is PlayerSong =>
  Boolean(v && typeof v === 'object' && typeof (v as PlayerSong).id === 'number' && typeof (v as PlayerSong).name === 'string');
const songs = (v: unknown) => (Array.isArray(v) ? v.filter(isSong) : []);

/** The saved session, checked field by field; anything malformed falls back to defaults. */
export function loadPlayer(store: Storage = localStorage): Partial<SavedPlayer> | null {
  let raw: unknown;
  try {
    const text = store.getItem(PLAYER_STORAGE_KEY);
    if (!text) return null;
    raw = JSON.parse(decode(text));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const out: Partial<SavedPlayer> = {
    customerMusicList: songs(r.customerMusicList),
    musicList: songs(r.musicList),
    currentSong: isSong(r.currentSong) ? r.currentSong : null,
  };
  if (typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1) out.volume = r.volume;
  if (PLAY_MODELS.includes(r.playModel as PlayModel)) out.playModel = r.playModel as PlayModel;
  if (r.playType === 'TOP' || r.playType === 'CUSTOM') out.playType = r.playType;
  if (r.lyricType === 'COMMON' || r.lyricType === 'SPECIAL') out.lyricType = r.lyricType;
  if (typeof r.playlistIndex === 'number' && r.playlistIndex >= 0) out.playlistIndex = r.playlistIndex;
  if (typeof r.currentTime === 'number' && r.currentTime >= 0) out.currentTime = r.currentTime;
  if (r.wasPlaying === true) out.wasPlaying = true;
  return out;
}
