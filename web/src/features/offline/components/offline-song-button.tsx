import { useEffect } from 'react';
import { icon } from '@/components/icons';
import type { SongToKeep } from '../lib/offline-songs';
import { useOfflineSongs } from '../stores/offline-songs-store';
import './offline-song-button.css';

const DownloadIcon = icon(<path d="M12 4v11m-5-5 5 5 5-5M5 19h14" />);
const SavedIcon = icon(<path d="M5 19h14M7.5 10.5 11 14l6-7" />);

/**
 * 离线收听 beside a song in the player's list (composed in app/layout/lazy-music-player.tsx): one
 * press keeps the song, its lyrics and cover; pressed again it lets them go. `onKept`: what else
 * must be fetched once for playing offline (the player's lazy parts, which the service worker then keeps).
 */
export function OfflineSongButton({ song, onKept }: { song: SongToKeep; onKept?: () => unknown }) {
  const saved = useOfflineSongs((s) => s.songs.some((k) => k.id === song.id));
  const busy = useOfflineSongs((s) => s.busy.includes(song.id));
  const loaded = useOfflineSongs((s) => s.loaded);

  useEffect(() => {
    if (!loaded) void useOfflineSongs.getState().load();
  }, [loaded]);

  if (typeof caches === 'undefined') return null;
  const label = busy ? `正在处理 ${song.name}` : saved ? `${song.name} 已可离线收听，点按移除` : `离线收听 ${song.name}`;
  return (
    <button
      type="button"
      className={`music-icon-button offline-song-button${saved ? ' is-saved' : ''}`}
      aria-label={label}
      aria-pressed={saved}
      aria-busy={busy}
      disabled={busy}
      title={saved ? '已离线保存' : '离线收听'}
      onClick={() => {
        if (saved) void useOfflineSongs.getState().remove(song.id);
        else void useOfflineSongs.getState().keep(song).then((kept) => kept && onKept?.());
      }}
    >
      {saved ? <SavedIcon /> : <DownloadIcon />}
    </button>
  );
}
