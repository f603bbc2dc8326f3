import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@/lib/router';
import type { SongHandle } from '@/features/music/components/song-list';
import { PLAYER_STORAGE_KEY, useMusicShell } from '@/features/music/stores/music-shell-store';

// The player (overlay, lists, lyric board, audio engine) is fetched on first
// open. Once mounted it stays mounted, so the music keeps playing across
// navigation; the store (music-shell-store.ts) is the shell's, the audio the player's.
const MusicPlayer = lazy(() => import('@/features/music/components/music-player'));

// each song's 离线收听 button (features/offline), beside 添加到我的歌单; it comes with the player
// the floating disc comes right after the first render: it floats (position: fixed), so arriving
// it moves nothing, and the first screen never needed it
const MusicDisc = lazy(() => import('@/features/music/components/music-disc').then((m) => ({ default: m.MusicDisc })));

const OfflineSongButton = lazy(() => import('@/features/offline/components/offline-song-button').then((m) => ({ default: m.OfflineSongButton })));
// the lyric board is the player's one lazy part: fetched once a song is kept, so it opens offline too
const warmLyricBoard = () => import('@/features/music/components/lyric-board');
const offlineAction = (song: SongHandle) => (
  <Suspense fallback={null}>
    <OfflineSongButton song={song} onKept={warmLyricBoard} />
  </Suspense>
);

/** The app shell's one music player host. */
export function LazyMusicPlayer() {
  const wanted = useMusicShell((s) => s.wanted);
  const { pathname, search } = useLocation();

  useEffect(() => {
    // ?showSpecial opens the player, the lyric board and the SPECIAL mode (spec §2)
    if (new URLSearchParams(search).has('showSpecial')) {
      useMusicShell.getState().want(true);
      useMusicShell.getState().openPlayer();
    }
  }, [search]);

  useEffect(() => {
    // a returning listener gets their saved session back without opening anything
    let saved: boolean;
    try {
      saved = Boolean(localStorage.getItem(PLAYER_STORAGE_KEY));
    } catch {
      saved = false;
    }
    if (!saved) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => useMusicShell.getState().want());
  }, []);

  return (
    <>
      {/* the room's input runs along the bottom edge there, under the disc; its toolbar has the player's button instead */}
      <Suspense fallback={null}>
        <MusicDisc away={pathname === '/message/chat'} />
      </Suspense>
      {wanted ? (
        <Suspense fallback={null}>
          <MusicPlayer songAction={offlineAction} />
        </Suspense>
      ) : null}
    </>
  );
}
