import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readChunked } from '../db/chunked';
import { playlists, playlistSongs, songs } from '../db/schema';
import { anyContains } from '../db/contains';
import type { LibraryAnswers, MusicProvider } from './provider';
import { toPlaylist, toSearchSong, toSong, toSongUrl } from './library-shapes';

const PURE_MUSIC = '[00:00.000] 纯音乐，请欣赏';
const idsOf = (list: string) => [...new Set(list.split(',').map(Number))];

/** The built-in library: songs and playlists in D1, files in R2 (the default, and what tests use). */
function libraryAnswers(db: Db): LibraryAnswers {
  return {
    async toplist() {
      const rows = await db
        .select({
          playlist: playlists,
          trackCount: sql<number>`(SELECT count(*) FROM music_playlist_song ps WHERE ps.playlist_id = "music_playlist"."id")`,
        })
        .from(playlists)
        .orderBy(asc(playlists.sort), asc(playlists.id))
        .all();
      return { code: 200, list: rows.map((r) => toPlaylist(r.playlist, r.trackCount)) };
    },

    async playlistTracks({ id, limit, offset }) {
      const rows = await db
        .select({ song: songs })
        .from(playlistSongs)
        .innerJoin(songs, eq(songs.id, playlistSongs.song_id))
        .where(eq(playlistSongs.playlist_id, id))
        .orderBy(asc(playlistSongs.position), asc(songs.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { code: 200, songs: rows.map((r) => toSong(r.song)) };
    },

    async songUrl({ id, level }) {
      const ids = idsOf(id);
      const rows = await readChunked(ids, (part) => db.select().from(songs).where(inArray(songs.id, part)).all());
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { code: 200, data: ids.map((songId) => toSongUrl(songId, byId.get(songId), level, 0)) };
    },

    async songDetail({ ids }) {
      const wanted = idsOf(ids);
      const rows = await readChunked(wanted, (part) => db.select().from(songs).where(inArray(songs.id, part)).all());
      const byId = new Map(rows.map((r) => [r.id, r]));
      // NetEase answers in the order asked and leaves out unknown ids
      return { code: 200, songs: wanted.flatMap((songId) => (byId.has(songId) ? [toSong(byId.get(songId)!)] : [])) };
    },

    async search({ keywords, offset, limit }) {
      const match = anyContains([songs.name, songs.artist, songs.alias, songs.album], keywords);
      const [rows, count] = await Promise.all([
        db.select().from(songs).where(match).orderBy(asc(songs.id)).limit(limit).offset(offset).all(),
        db.select({ n: sql<number>`count(*)` }).from(songs).where(match).get(),
      ]);
      const songCount = count?.n ?? 0;
      return { code: 200, result: { songs: rows.map(toSearchSong), songCount, hasMore: offset + rows.length < songCount } };
    },

    async lyric({ id }) {
      const row = await db.select({ lyric: songs.lyric }).from(songs).where(eq(songs.id, id)).get();
      if (!row || !row.lyric.trim()) return { code: 200, lrc: { version: 0, lyric: '' }, nolyric: true };
      if (row.lyric.trim() === '[instrumental]') return { code: 200, lrc: { version: 1, lyric: PURE_MUSIC }, pureMusic: true };
      return { code: 200, lrc: { version: 1, lyric: row.lyric } };
    },
  };
}

export function libraryProvider(db: Db): MusicProvider {
  const answers = libraryAnswers(db);
  return {
    async answer(endpoint, query) {
      const body = await (answers[endpoint] as (q: typeof query) => Promise<unknown>)(query);
      return { status: 200, body, source: 'library' };
    },
  };
}
