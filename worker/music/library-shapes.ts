import { ownImageUrl } from '../../contract/own-image';
import type { MusicArtist, MusicPlaylist, MusicSearchSong, MusicSong, MusicSongUrl } from '../../contract/music';
import type { playlists, songs } from '../db/schema';

type SongRow = typeof songs.$inferSelect;
type PlaylistRow = typeof playlists.$inferSelect;

/** Where the library's files are served: covers through /img (images), audio through /wapi/media (Range). */
export const coverUrl = (key: string) => (key ? ownImageUrl(key) : '');
export const audioUrl = (key: string) => `/wapi/media/${key}`;

/** Artists are stored as one text column, "A / B" for several; ids are stable hashes of the name. */
function artistsOf(row: Pick<SongRow, 'artist' | 'cover_key'>): MusicArtist[] {
  return row.artist
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ id: nameId(name), name, img1v1Url: coverUrl(row.cover_key) }));
}

function nameId(name: string) {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return hash % 1_000_000_000;
}

const aliasesOf = (row: SongRow) => (row.alias ? row.alias.split('/').map((a) => a.trim()).filter(Boolean) : []);
const albumOf = (row: SongRow) => ({ id: nameId(row.album || row.name), name: row.album, picUrl: coverUrl(row.cover_key) });

export function toSong(row: SongRow): MusicSong {
  return { id: row.id, name: row.name, ar: artistsOf(row), al: albumOf(row), alia: aliasesOf(row), dt: row.duration_ms };
}

export function toSearchSong(row: SongRow): MusicSearchSong {
  const artists = artistsOf(row);
  const artist = artists[0] ?? { id: 0, name: '', img1v1Url: coverUrl(row.cover_key) };
  return {
    id: row.id,
    name: row.name,
    artists,
    album: { ...albumOf(row), artist },
    alias: aliasesOf(row),
    duration: row.duration_ms,
  };
}

export function toPlaylist(row: PlaylistRow, trackCount: number): MusicPlaylist {
  return {
    id: row.id,
    name: row.name,
    coverImgUrl: coverUrl(row.cover_key),
    description: row.description,
    trackCount,
    updateFrequency: '',
  };
}

/** One entry of /song/url/v1; an unknown id gets url null, as NetEase answers for songs it cannot play. */
export function toSongUrl(id: number, row: SongRow | undefined, level: string, size: number): MusicSongUrl {
  if (!row) return { id, url: null, br: 0, size: 0, type: null, level: null, time: 0, code: 404 };
  const type = row.mime.split('/')[1]?.replace('x-', '') ?? 'audio';
  return { id, url: audioUrl(row.audio_key), br: 0, size, type, level, time: row.duration_ms, code: 200 };
}
