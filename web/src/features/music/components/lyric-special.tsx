import { useMemo, useState, type CSSProperties, type RefObject } from 'react';
import { step, togglePlay } from '../audio/playback';
import { useAutoHide } from '../hooks/use-auto-hide';
import { lineAnimation, lineDuration } from '../lib/lyric-timing';
import { artistText, coverOf } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from './music-icons';
import { ProgressSlider } from './progress-slider';
import { defaultSpecialSettings, SpecialControls, type SpecialSettings } from './special-controls';

function toggleFullscreen(board: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void board?.requestFullscreen?.().catch(() => undefined);
}

/** SPECIAL mode: a large title, the author and one line at a time that fades in, fills and fades out. */
export function LyricSpecial({ boardRef }: { boardRef: RefObject<HTMLDivElement | null> }) {
  const song = usePlayer((s) => s.currentSong);
  const schedule = usePlayer((s) => s.currentSchedule);
  const index = usePlayer((s) => s.currentLyricIndex);
  const isPaused = usePlayer((s) => s.isPaused);
  const [settings, setSettings] = useState<SpecialSettings>(defaultSpecialSettings);
  const controls = useAutoHide(isPaused);
  const cover = coverOf(song);

  const background: CSSProperties = settings.professional
    ? { background: '#000' }
    : settings.background
      ? { backgroundImage: `url("${settings.background}")` }
      : cover
        ? { backgroundImage: `url("${cover}")` }
        : {};

  return (
    <div
      className={`lyric-special${settings.professional ? ' is-professional' : ''}${isPaused ? ' is-paused' : ''}`}
      onMouseMove={controls.onActivity}
    >
      <div
        className={`lyric-special__bg${settings.background ? ' is-photo' : ''}`}
        style={{ ...background, filter: `brightness(${settings.brightness})${settings.background || settings.professional ? '' : ' blur(64px) saturate(1.3)'}` }}
        aria-hidden="true"
      />
      <div className="lyric-special__stage" style={{ filter: `brightness(${Math.max(0.6, settings.brightness)})` }}>
        <button type="button" className={`lyric-special__disc${isPaused ? '' : ' is-spinning'}`} aria-label="切换全屏" onClick={() => toggleFullscreen(boardRef.current)}>
          {cover ? <img src={cover} alt="" /> : null}
        </button>
        <h2 className="lyric-special__title" style={{ fontSize: `${settings.titleSize}rem` }}>
          <button type="button" title="切换全屏" onClick={() => toggleFullscreen(boardRef.current)}>
            {song?.name ?? '还没有播放歌曲'}
          </button>
        </h2>
        {settings.authorSize > 0 ? (
          <p className="lyric-special__author" style={{ fontSize: `${settings.authorSize}rem` }}>
            {song ? artistText(song) : ''}
          </p>
        ) : null}
        <SpecialLine
          key={`${schedule?.id ?? 0}-${index}`}
          index={index}
          size={settings.lyricSize}
          texts={schedule?.lyricList ?? []}
          times={schedule?.lyricTimeList ?? []}
        />
      </div>
      <div
        className={`lyric-special__controls${controls.visible ? '' : ' is-hidden'}`}
        onMouseEnter={controls.onEnter}
        onMouseLeave={controls.onLeave}
        onFocus={controls.onEnter}
      >
        <div className="lyric-special__transport">
          <button type="button" className="music-icon-button" aria-label="上一首" onClick={() => void step(-1)}>
            <PrevIcon />
          </button>
          <button type="button" className="music-bar__play" aria-label={isPaused ? '播放' : '暂停'} onClick={togglePlay}>
            {isPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className="music-icon-button" aria-label="下一首" onClick={() => void step(1)}>
            <NextIcon />
          </button>
          <ProgressSlider />
        </div>
        <SpecialControls settings={settings} onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))} />
      </div>
    </div>
  );
}

/** One lyric line; mounted afresh for every line so its animations start with it (mid-line after a seek). */
function SpecialLine({ index, size, texts, times }: { index: number; size: number; texts: string[]; times: number[] }) {
  const style = useMemo(() => {
    const { currentTime, duration } = usePlayer.getState();
    const length = lineDuration(times, index, duration * 1000);
    const anim = lineAnimation(length);
    const elapsed = Math.max(0, Math.min(length, currentTime * 1000 - (times[index] ?? 0)));
    return {
      flash: anim.flash,
      css: {
        fontSize: `${size}rem`,
        '--fade-in': `${anim.fadeInMs}ms`,
        '--fade-out': `${anim.fadeOutMs}ms`,
        '--fade-out-at': `${Math.max(0, length - anim.fadeOutMs - elapsed)}ms`,
        '--fill': `${anim.fillMs}ms`,
        '--elapsed': `${-elapsed}ms`,
      } as CSSProperties,
    };
    // size changes must not restart the line's animations
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, times]);
  const text = index >= 0 ? (texts[index] ?? '') : (texts[0] && times[0] === 0 ? texts[0] : '');
  return (
    <p className={`special-line${style.flash ? ' is-flash' : ''}`} style={{ ...style.css, fontSize: `${size}rem` }} aria-live="polite">
      <span className="special-line__base">{text || '♪'}</span>
      <span className="special-line__fill" aria-hidden="true">
        {text || '♪'}
      </span>
    </p>
  );
}
