import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { MusicDisc } from '@/features/music/components/music-disc';
import { PLAYER_STORAGE_KEY, useMusicShell } from '@/features/music/stores/music-shell-store';

// The player (overlay, lists, lyric board, audio engine) is fetched on first
// open; only the floating disc is in the first load. Once mounted it stays
// mounted, so the music keeps playing across navigation.
const MusicPlayer = lazy(() => import('@/features/music/components/music-player'));

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
      <MusicDisc away={pathname === '/message/chat'} />
      {wanted ? (
        <Suspense fallback={null}>
          <MusicPlayer />
        </Suspense>
      ) : null}
    </>
  );
}
