import { create } from 'zustand';

/**
 * The little that the app shell knows about the player before its code is
 * loaded: whether the overlay is open, whether music plays (the disc spins)
 * and the current cover. The lazy player writes here; the disc reads.
 */
interface MusicShellState {
  /** the player chunk was asked for (first open, ?showSpecial, or a saved session) */
  wanted: boolean;
  isShowMusicPlayer: boolean;
  playing: boolean;
  cover: string;
  /** set by ?showSpecial: open the lyric board in SPECIAL mode once loaded */
  special: boolean;
  /**
   * Music was playing when the reader left or reloaded: the browser will not start it again
   * without a tap, so the disc offers 继续播放 with the song's name and this resumes it.
   */
  resumeOffer: { song: string; resume: () => void } | null;
  openPlayer: () => void;
  closePlayer: () => void;
  want: (special?: boolean) => void;
  setNowPlaying: (playing: boolean, cover?: string) => void;
  consumeSpecial: () => boolean;
  offerResume: (offer: MusicShellState['resumeOffer']) => void;
}

export const useMusicShell = create<MusicShellState>((set, get) => ({
  wanted: false,
  isShowMusicPlayer: false,
  playing: false,
  cover: '',
  special: false,
  resumeOffer: null,
  openPlayer: () => set({ wanted: true, isShowMusicPlayer: true }),
  closePlayer: () => set({ isShowMusicPlayer: false }),
  want: (special = false) => set((s) => ({ wanted: true, special: s.special || special })),
  // music that plays, by the offer or otherwise, settles the offer
  setNowPlaying: (playing, cover) => set((s) => ({ playing, cover: cover ?? s.cover, resumeOffer: playing ? null : s.resumeOffer })),
  offerResume: (resumeOffer) => set({ resumeOffer }),
  consumeSpecial: () => {
    const special = get().special;
    if (special) set({ special: false });
    return special;
  },
}));

/** Where the player saves itself (spec §3); the shell only checks that a session exists. */
export const PLAYER_STORAGE_KEY = 'blog-music-player';
