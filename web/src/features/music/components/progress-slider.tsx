import { useEffect, useRef, useState } from 'react';
import { freezeProgress, seek } from '../audio/playback';
import { formatTime } from '../lib/format-time';
import { usePlayer } from '../stores/player-store';

/**
 * The progress slider. While it is moved, progress updates from the audio
 * are held back (200 ms after the last move) so the thumb does not jump
 * under the finger; releasing it seeks, which also resumes playback.
 */
export function ProgressSlider({ className = '' }: { className?: string }) {
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const ready = usePlayer((s) => Boolean(s.currentSchedule));
  const [dragging, setDragging] = useState<number | null>(null);
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // the native change event fires on release (mouse, touch, keys), once per gesture
    const onCommit = () => {
      freezeProgress();
      seek(Number(el.value));
      setDragging(null);
    };
    el.addEventListener('change', onCommit);
    return () => el.removeEventListener('change', onCommit);
  }, []);

  const value = dragging ?? currentTime;
  const max = duration || 0;
  const percent = max ? Math.min(100, (value / max) * 100) : 0;
  return (
    <input
      ref={ref}
      type="range"
      className={`music-progress ${className}`}
      min={0}
      max={max}
      step={0.1}
      value={Math.min(value, max)}
      disabled={!ready}
      aria-label="播放进度"
      aria-valuetext={`${formatTime(value)} / ${formatTime(max)}`}
      style={{ '--progress': `${percent}%` } as React.CSSProperties}
      onChange={(e) => {
        freezeProgress();
        setDragging(Number(e.target.value));
      }}
    />
  );
}
