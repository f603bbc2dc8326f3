import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { setVolume } from '../audio/playback';
import { usePlayer } from '../stores/player-store';
import { MuteIcon, VolumeIcon } from './music-icons';

/** Volume 0–1 in steps of 0.01 (spec §5), starting at 0.5. */
export function VolumePopover() {
  const volume = usePlayer((s) => s.volume);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);

  useDismiss(ref, open, close);

  return (
    <div className="music-popover-anchor" ref={ref}>
      <button
        type="button"
        className="music-icon-button"
        aria-label={`音量 ${Math.round(volume * 100)}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {volume === 0 ? <MuteIcon /> : <VolumeIcon />}
      </button>
      {open ? (
        <div className="music-popover music-volume" role="group" aria-label="音量">
          <span>{Math.round(volume * 100)}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={volume}
            aria-label="音量"
            onChange={(e) => setVolume(Number(e.target.value))}
            style={{ '--progress': `${volume * 100}%` } as React.CSSProperties}
          />
        </div>
      ) : null}
    </div>
  );
}
