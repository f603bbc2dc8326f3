/**
 * The music player as 一起听 drives it (issue 31): features/listen knows the player only through
 * its ListenPlayer port, and this is where the two features meet. The player's engine stays in its
 * lazy chunk until a listener joins.
 */
import type { ListenTrack } from '@contract/chat-listen';
import type { ListenPlayer } from '@/features/listen/lib/ports';
import { musicApi } from '@/features/music/api/music-api';
import { artistText, coverOf, type PlayerSong } from '@/features/music/lib/song-shape';
import { activeList, usePlayer } from '@/features/music/stores/player-store';

let audio: HTMLAudioElement | null = null;

const toSong = (t: ListenTrack): PlayerSong => ({ id: t.id, name: t.name, ar: [{ id: 0, name: t.artist }], al: { picUrl: t.cover }, dt: t.dt });
const toTrack = (s: PlayerSong): ListenTrack | null =>
  s.dt && s.dt >= 1000 ? { id: s.id, name: s.name.slice(0, 200), artist: artistText(s).slice(0, 200), cover: coverOf(s).slice(0, 500), dt: Math.round(s.dt) } : null;

async function firstPlaylist(): Promise<PlayerSong[]> {
  const charts = await musicApi.toplist();
  const first = charts?.list?.[0];
  if (!first) return [];
  return (await musicApi.playlistTracks(first.id, 30, 0))?.songs ?? [];
}

export const listenPlayer: ListenPlayer = {
  async load(track, positionMs, play) {
    const [engine, actions] = await Promise.all([import('@/features/music/audio/playback'), import('@/features/music/audio/player-actions')]);
    audio = engine.audio;
    // the player's own start (the saved session, paused) runs first, so opening the player later cannot replace the room's song
    void actions.initPlayer();
    await engine.playSong(toSong(track), { autoplay: play, startAt: positionMs / 1000 });
  },
  element: () => audio,
  loadedId: () => usePlayer.getState().currentSchedule?.id ?? null,
  async catalog() {
    const own = activeList(usePlayer.getState());
    const songs = own.length ? own : await firstPlaylist();
    return songs.map(toTrack).filter((t): t is ListenTrack => t !== null);
  },
  useLyricLine: () => usePlayer((s) => (s.currentSchedule && s.currentLyricIndex >= 0 ? (s.currentSchedule.lyricList[s.currentLyricIndex] ?? '') : '')),
};
