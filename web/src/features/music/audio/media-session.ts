import { artistText, coverOf, type PlayerSong } from '../lib/song-shape';

export interface MediaHandlers {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
  seekTo: (seconds: number) => void;
}

const session = () => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null);

/** Title, artist and cover on the lock screen / system media controls, and their buttons. */
export function bindMediaSession(handlers: MediaHandlers): void {
  const media = session();
  if (!media) return;
  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', handlers.play],
    ['pause', handlers.pause],
    ['previoustrack', handlers.previous],
    ['nexttrack', handlers.next],
    ['seekto', (d) => d.seekTime !== undefined && handlers.seekTo(d.seekTime)],
  ];
  for (const [action, handler] of actions) {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // an action this browser does not know
    }
  }
}

export function showOnMediaSession(song: PlayerSong | null, playing: boolean): void {
  const media = session();
  if (!media || typeof MediaMetadata === 'undefined') return;
  media.playbackState = song ? (playing ? 'playing' : 'paused') : 'none';
  if (!song) return;
  const cover = coverOf(song);
  media.metadata = new MediaMetadata({
    title: song.name,
    artist: artistText(song),
    album: song.al?.name ?? '',
    artwork: cover ? [{ src: new URL(cover, location.href).href, sizes: '480x480' }] : [],
  });
}
