/**
 * What 一起听 needs from the rest of the app, as interfaces: the chat room's socket (features/chat)
 * and the music player (features/music). A feature imports no other feature; the chat page's
 * route (app/routes/chat-route.tsx) hands both in.
 */
import type { ListenTrack } from '@contract/chat-listen';

export interface ListenSocket {
  send: (frame: object) => void;
  isOpen: () => boolean;
  /** frames the chat contract does not know; answers the unsubscribe */
  onFrame: (listener: (raw: unknown) => void) => () => void;
  /** the socket (re)opened: the room forgot what this socket watched */
  onOpen: (listener: () => void) => () => void;
  /** puts text into the chat composer (quoting the current lyric line) */
  quote: (text: string) => void;
}

export interface ListenPlayer {
  /** loads the track (its url, lyrics) at `positionMs` and plays it, or leaves it paused there */
  load: (track: ListenTrack, positionMs: number, play: boolean) => Promise<void>;
  /** the one audio element, once the player's engine is loaded */
  element: () => HTMLAudioElement | null;
  /** the id of the song the player has loaded */
  loadedId: () => number | null;
  /** songs a controller can pick from: the reader's own list, or the site's first playlist */
  catalog: () => Promise<ListenTrack[]>;
  /** the lyric line sung now ('' between lines or without lyrics), as a React hook */
  useLyricLine: () => string;
}
