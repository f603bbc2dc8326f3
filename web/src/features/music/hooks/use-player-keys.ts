import { useEffect } from 'react';
import { seek, setVolume, togglePlay } from '../audio/playback';
import { usePlayer } from '../stores/player-store';

const SEEK_STEP_S = 5;
const VOLUME_STEP = 0.05;

function typing(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/** Space plays/pauses, ←/→ seek 5 s, ↑/↓ change the volume: only while the player is open (Escape is the layer stack's). */
export function usePlayerKeys(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { currentTime, volume, currentSchedule } = usePlayer.getState();
      if (event.key === ' ' || event.code === 'Space') {
        // a focused button would also "click" on space; the shortcut wins
        event.preventDefault();
        togglePlay();
      } else if (event.key === 'ArrowLeft' && currentSchedule) {
        event.preventDefault();
        seek(currentTime - SEEK_STEP_S);
      } else if (event.key === 'ArrowRight' && currentSchedule) {
        event.preventDefault();
        seek(currentTime + SEEK_STEP_S);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setVolume(volume + VOLUME_STEP);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setVolume(volume - VOLUME_STEP);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
