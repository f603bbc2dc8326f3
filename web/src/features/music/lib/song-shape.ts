import type { MusicArtist, MusicSearchSong, MusicSong } from '@contract/music';

/** Default artist text when a song names none (spec §2). */
export const UNKNOWN_ARTIST = '歌手走丢了';

/**
 * A song as the player keeps it. Playlist songs carry ar/al/alia; songs added
 * from search may instead carry artists/alias (spec §3), so readers go
 * through the helpers below.
 */
export interface PlayerSong {
  id: number;
  name: string;
  ar?: MusicArtist[];
  artists?: MusicArtist[];
  al?: { id?: number; name?: string; picUrl: string };
  alia?: string[];
  alias?: string[];
  dt?: number;
  /** already in the custom list */
  active?: boolean;
}

export const artistsOf = (song: PlayerSong | null | undefined) => song?.ar ?? song?.artists ?? [];
export function artistText(song: PlayerSong | null | undefined, separator = ' / '): string {
  const names = artistsOf(song).map((a) => a.name).filter(Boolean);
  return names.length ? names.join(separator) : UNKNOWN_ARTIST;
}
export const aliasText = (song: PlayerSong | null | undefined) => (song?.alia ?? song?.alias ?? []).join(' / ');
export const coverOf = (song: PlayerSong | null | undefined) => song?.al?.picUrl ?? '';

/** A search result made playable: artists/album copied to ar/al, the cover set to the artist image (spec §3). */
export function fromSearchSong(song: MusicSearchSong): PlayerSong {
  return {
    id: song.id,
    name: song.name,
    ar: song.artists,
    artists: song.artists,
    al: { id: song.album?.id, name: song.album?.name, picUrl: song.album?.artist?.img1v1Url || song.album?.picUrl || '' },
    alia: song.alias ?? [],
    alias: song.alias ?? [],
    dt: song.duration,
  };
}

export const fromPlaylistSong = (song: MusicSong): PlayerSong => ({ ...song });
