import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { useMusicShell } from '../stores/music-shell-store';
import './music-disc.css';

const STARTUP_NOTICE = '左下角听听歌吧～';
const NOTICE_MS = 4500;
// the notice sat over the chat input, the ICP number and tables on every full load: a visitor sees it once
const NOTICE_SEEN_KEY = 'musicNoticeSeen';

const NoteGlyph = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="currentColor">
    <path d="M9 18V5l12-2v13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </svg>
);

const openerLabel = (playing: boolean) => (playing ? '正在播放，打开音乐播放器' : '打开音乐播放器');

/**
 * The floating record at the lower left, loaded right after the app's first
 * render (app/layout/lazy-music-player.tsx). It spins while music plays and opens the player. `away`:
 * the page has the player's button in its own toolbar (MusicToolButton).
 */
export function MusicDisc({ away = false }: { away?: boolean }) {
  const { playing, cover, isShowMusicPlayer, openPlayer, resumeOffer, offerResume } = useMusicShell();
  const [notice, setNotice] = useState(() => storage.get(NOTICE_SEEN_KEY) !== true);

  useEffect(() => {
    if (!notice) return;
    storage.set(NOTICE_SEEN_KEY, true);
    const timer = setTimeout(() => setNotice(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // hidden, not unmounted, while the player is open: the button is the player's opener and gets focus back on close
  return (
    <div className="music-disc" hidden={isShowMusicPlayer || away}>
      <button
        type="button"
        className={`music-disc__button${playing ? ' is-playing' : ''}`}
        aria-label={openerLabel(playing)}
        onClick={() => {
          setNotice(false);
          openPlayer();
        }}
      >
        <span className="music-disc__record" style={cover ? { backgroundImage: `url("${cover}")` } : undefined}>
          <NoteGlyph size={20} />
        </span>
      </button>
      {resumeOffer ? (
        <div className="music-disc__resume" role="group" aria-label="上次的音乐">
          <button type="button" className="music-disc__resume-play" onClick={resumeOffer.resume}>
            继续播放<span className="music-disc__resume-song">《{resumeOffer.song}》</span>
          </button>
          <button type="button" className="music-disc__resume-close" aria-label="不用了" onClick={() => offerResume(null)}>
            ×
          </button>
        </div>
      ) : notice ? (
        <p className="music-disc__notice" role="status">
          {STARTUP_NOTICE}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The player's button in a page's own toolbar, where the floating disc would
 * sit on the page's controls (the chat room's input along the bottom edge).
 * `className` is the toolbar's button style.
 */
export function MusicToolButton({ className }: { className: string }) {
  const playing = useMusicShell((s) => s.playing);
  const openPlayer = useMusicShell((s) => s.openPlayer);
  return (
    <button type="button" className={`${className} music-tool${playing ? ' is-playing' : ''}`} aria-label={openerLabel(playing)} title="音乐播放器" onClick={openPlayer}>
      <NoteGlyph size={18} />
    </button>
  );
}
