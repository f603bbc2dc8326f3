import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLayer } from '@/components/layer/use-layer';
import { initPlayer } from '../audio/player-actions';
import { useNarrowLayout } from '../hooks/use-narrow-layout';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { useMusicShell } from '../stores/music-shell-store';
import { usePlayer } from '../stores/player-store';
import { ControlBar } from './control-bar';
import { CustomListPopover } from './custom-list-popover';
import { CloseIcon, ListIcon, LyricIcon, SearchIcon } from './music-icons';
import { PlaylistColumn } from './playlist-column';
import { SearchPanel } from './search-panel';
import { SongList, type SongAction } from './song-list';
import './music-player.css';

const LyricBoard = lazy(() => import('./lyric-board'));

type Tab = 'list' | 'search';

/** The player overlay (spec §2): playlists and songs or search, the custom list, the bottom bar, the lyric board. */
export default function MusicPlayer({ songAction }: { songAction?: SongAction }) {
  const open = useMusicShell((s) => s.isShowMusicPlayer);
  const closePlayer = useMusicShell((s) => s.closePlayer);
  const showLyricBoard = usePlayer((s) => s.showLyricBoard);
  const narrow = useNarrowLayout();
  const [tab, setTab] = useState<Tab>('list');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void initPlayer();
  }, []);

  useEffect(() => {
    if (open && useMusicShell.getState().consumeSpecial()) {
      usePlayer.getState().set({ showLyricBoard: true, lyricType: 'SPECIAL' });
    }
  }, [open]);

  useScrollLock(open);
  const onEscape = useCallback(() => {
    if (usePlayer.getState().showLyricBoard) usePlayer.getState().set({ showLyricBoard: false });
    else closePlayer();
  }, [closePlayer]);
  usePlayerKeys(open);
  // focus moves into the player and stays there; Escape closes the lyric board first, a popover inside closes itself first
  // the first opening waits for this chunk while the disc is already hidden, so nothing has focus then: name the disc
  useLayer(ref, { open, onClose: onEscape, modal: true, returnFocus: '.music-disc__button' });

  if (!open) return null;
  return (
    <div ref={ref} className={`music-player${narrow ? ' is-narrow' : ''}`} role="dialog" aria-modal="true" aria-label="音乐播放器">
      <div className="music-player__backdrop" onClick={closePlayer} aria-hidden="true" />
      <section className="music-player__panel">
        <header className="music-player__top">
          <h2 className="music-player__title">音乐馆</h2>
          <nav className="music-player__tabs" aria-label="播放器视图">
            <button type="button" className={tab === 'list' ? 'is-active' : ''} aria-pressed={tab === 'list'} onClick={() => setTab('list')}>
              <ListIcon /> 歌单
            </button>
            <button type="button" className={tab === 'search' ? 'is-active' : ''} aria-pressed={tab === 'search'} onClick={() => setTab('search')}>
              <SearchIcon /> 搜索
            </button>
          </nav>
          <div className="music-player__actions">
            <CustomListPopover />
            <button type="button" className="music-chip" onClick={() => usePlayer.getState().set({ showLyricBoard: true })}>
              <LyricIcon /> 歌词
            </button>
            <button type="button" className="music-icon-button" aria-label="关闭音乐播放器" onClick={closePlayer}>
              <CloseIcon />
            </button>
          </div>
        </header>
        <div className="music-player__body">
          {tab === 'list' ? (
            <>
              <PlaylistColumn narrow={narrow} />
              <SongList narrow={narrow} songAction={songAction} />
            </>
          ) : (
            <SearchPanel narrow={narrow} />
          )}
        </div>
        <ControlBar narrow={narrow} />
      </section>
      {showLyricBoard ? (
        <Suspense fallback={null}>
          <LyricBoard />
        </Suspense>
      ) : null}
    </div>
  );
}
