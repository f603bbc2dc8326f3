/** What the player's screens do besides transport: playlists, paging, the custom list, save and restore. */
import { toast } from '@/components/toast/toast';
import { musicApi } from '../api/music-api';
import { applyPage, firstPager, SONG_PAGE_SIZE, type Pager } from '../lib/paging';
import { loadPlayer, savePlayer } from '../lib/player-persistence';
import { fromPlaylistSong, type PlayerSong } from '../lib/song-shape';
import { useMusicShell } from '../stores/music-shell-store';
import { DEFAULT_PLAYLIST_INDEX, usePlayer, type PlayType } from '../stores/player-store';
import { audio, playSong, togglePlay } from './playback';

const get = usePlayer.getState;
const set = (patch: Parameters<ReturnType<typeof get>['set']>[0]) => get().set(patch);

let pager: Pager<PlayerSong> = firstPager(SONG_PAGE_SIZE);
let pagerFor = -1;

export async function selectPlaylist(index: number) {
  const playlist = get().playlists[index];
  if (!playlist) return;
  set({ playlistIndex: index, musicList: [], tracksLoadMore: true });
  pager = firstPager(SONG_PAGE_SIZE);
  pagerFor = playlist.id;
  await loadMoreTracks();
}

/** Next 30 songs of the open playlist; stops for good on an empty page. */
export async function loadMoreTracks() {
  const { tracksLoading } = get();
  if (tracksLoading || !pager.loadMore || pagerFor < 0) return;
  const requestedFor = pagerFor;
  set({ tracksLoading: true });
  const answer = await musicApi.playlistTracks(requestedFor, pager.limit, pager.offset);
  if (requestedFor !== pagerFor) return;
  pager = applyPage(pager, (answer?.songs ?? []).map(fromPlaylistSong));
  if (!answer) pager = { ...pager, loadMore: false };
  set({ musicList: pager.items, tracksLoadMore: pager.loadMore, tracksLoading: false });
}

export function playFrom(song: PlayerSong, playType: PlayType) {
  set({ playType });
  void playSong(song);
}

const isInCustomList = (id: number) => get().customerMusicList.some((s) => s.id === id);

/** Adds a song to the custom list; a song already there is ignored (spec §5). */
export function addToCustom(song: PlayerSong, notice = '添加成功', noticeMs = 1000): boolean {
  if (isInCustomList(song.id)) return false;
  set({ customerMusicList: [...get().customerMusicList, { ...song, active: true }] });
  toast.success(notice, undefined, noticeMs);
  return true;
}

/** Removing the last custom song returns playback to the playlist (TOP). */
export function removeFromCustom(id: number) {
  const customerMusicList = get().customerMusicList.filter((s) => s.id !== id);
  set({ customerMusicList, ...(customerMusicList.length ? {} : { playType: 'TOP' as const }) });
  toast.success('删除成功', undefined, 1000);
}

function snapshot() {
  const s = get();
  return {
    volume: s.volume,
    playModel: s.playModel,
    playType: s.playType,
    lyricType: s.lyricType,
    playlistIndex: s.playlistIndex,
    customerMusicList: s.customerMusicList,
    musicList: s.musicList.slice(0, SONG_PAGE_SIZE),
    currentSong: s.currentSong,
    currentTime: audio?.currentTime ?? s.currentTime,
    wasPlaying: !s.isPaused,
  };
}

let started = false;

/** Restores the saved session, loads the playlists and reloads the saved song (paused); saves on unload. */
export async function initPlayer() {
  if (started) return;
  started = true;
  const saved = loadPlayer();
  if (saved) {
    const { currentTime, wasPlaying, ...rest } = saved;
    set(rest);
    if (audio && rest.volume !== undefined) audio.volume = rest.volume;
    const song = saved.currentSong;
    if (song) {
      void playSong(song, { autoplay: false, startAt: currentTime ?? 0 });
      if (wasPlaying) useMusicShell.getState().offerResume({ song: song.name, resume: () => get().isPaused && togglePlay() });
    }
  }
  window.addEventListener('pagehide', () => savePlayer(snapshot()));
  window.addEventListener('beforeunload', () => savePlayer(snapshot()));
  const charts = await musicApi.toplist();
  const playlists = (charts?.list ?? []).map(({ id, name, coverImgUrl }) => ({ id, name, coverImgUrl }));
  set({ playlists });
  const wanted = saved?.playlistIndex ?? DEFAULT_PLAYLIST_INDEX;
  await selectPlaylist(wanted < playlists.length ? wanted : Math.min(DEFAULT_PLAYLIST_INDEX, playlists.length - 1));
}
