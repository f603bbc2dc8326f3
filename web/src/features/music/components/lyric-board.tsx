import { useCallback, useRef } from 'react';
import { useLayer } from '@/components/layer/use-layer';
import { togglePlay } from '../audio/playback';
import { artistText } from '../lib/song-shape';
import { usePlayer, type LyricType } from '../stores/player-store';
import { LyricCommon } from './lyric-common';
import { LyricSpecial } from './lyric-special';
import { CloseIcon, PauseIcon, PlayIcon } from './music-icons';
import { ProgressSlider } from './progress-slider';
import './lyric-board.css';

const MODES: [LyricType, string][] = [
  ['COMMON', '普通'],
  ['SPECIAL', '沉浸'],
];

/** The full-screen lyric board in its two modes (spec §2). */
export default function LyricBoard() {
  const lyricType = usePlayer((s) => s.lyricType);
  const song = usePlayer((s) => s.currentSong);
  const isPaused = usePlayer((s) => s.isPaused);
  const ref = useRef<HTMLDivElement>(null);
  const set = usePlayer.getState().set;
  // its own layer over the player: Tab stays on the board, Escape and close hand focus back to the 歌词 button
  const close = useCallback(() => usePlayer.getState().set({ showLyricBoard: false }), []);
  useLayer(ref, { open: true, onClose: close, modal: true });

  return (
    <div ref={ref} className={`lyric-board lyric-board--${lyricType.toLowerCase()}`} role="dialog" aria-modal="true" aria-label="歌词">
      <header className="lyric-board__top">
        <div className="lyric-board__modes" role="radiogroup" aria-label="歌词模式">
          {MODES.map(([mode, label]) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={lyricType === mode}
              className={lyricType === mode ? 'is-active' : ''}
              onClick={() => set({ lyricType: mode })}
            >
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="music-icon-button lyric-board__close" aria-label="关闭歌词" onClick={() => set({ showLyricBoard: false })}>
          <CloseIcon />
        </button>
      </header>
      {lyricType === 'COMMON' ? (
        <div className="lyric-board__common">
          <div className="lyric-board__song">
            <h2>{song?.name ?? '还没有播放歌曲'}</h2>
            <p>{song ? artistText(song) : ''}</p>
          </div>
          <LyricCommon />
          <div className="lyric-board__transport">
            <button type="button" className="music-bar__play" aria-label={isPaused ? '播放' : '暂停'} onClick={togglePlay}>
              {isPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <ProgressSlider />
          </div>
        </div>
      ) : (
        <LyricSpecial boardRef={ref} />
      )}
    </div>
  );
}
