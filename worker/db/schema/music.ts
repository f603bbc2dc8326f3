/** The built-in music library (used when no upstream music API is configured). */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

export const songs = sqliteTable('music_song', {
  id,
  name: text('name').notNull(),
  artist: text('artist').notNull().default(''),
  album: text('album').notNull().default(''),
  alias: text('alias').notNull().default(''),
  cover_key: text('cover_key').notNull().default(''),
  audio_key: text('audio_key').notNull(),
  mime: text('mime').notNull().default('audio/mpeg'),
  duration_ms: integer('duration_ms').notNull().default(0),
  lyric: text('lyric').notNull().default(''),
  ...timestamps,
});

export const playlists = sqliteTable('music_playlist', {
  id,
  name: text('name').notNull(),
  cover_key: text('cover_key').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const playlistSongs = sqliteTable(
  'music_playlist_song',
  {
    playlist_id: integer('playlist_id').notNull(),
    song_id: integer('song_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playlist_id, t.song_id] })],
);
