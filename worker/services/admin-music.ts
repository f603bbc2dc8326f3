/** Owner's console: songs (audio + cover + LRC in R2/D1) and playlists with their order. */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { musicTexts, type AdminPlaylistRow, type AdminSongRow } from '../../contract/admin-music';
import { ErrorCode } from '../../contract/envelope';
import { chunks, readChunked, rowsPerInsert } from '../db/chunked';
import type { Db } from '../db/client';
import { playlists, playlistSongs, songs } from '../db/schema';
import { anyContains } from '../db/contains';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { audioUrl, coverUrl } from '../music/library-shapes';
import { claimImage, consoleActor, releaseKey } from './stored-files';

const code = ErrorCode.music;
type SongRow = typeof songs.$inferSelect;

const toRow = (s: SongRow): AdminSongRow => ({
  id: s.id,
  name: s.name,
  artist: s.artist,
  album: s.album,
  cover: coverUrl(s.cover_key),
  audio: audioUrl(s.audio_key),
  mime: s.mime,
  duration_ms: s.duration_ms,
  lyric: s.lyric,
  createdAt: s.createdAt,
});

/** A cover from the console: '' for none, else an image of this site (the own-image rule). */
async function coverKey(db: Db, cover: string): Promise<string> {
  return cover ? (await claimImage(db.$client, cover, consoleActor, code)).key : '';
}

export async function listSongs(db: Db, q: { current: number; size: number; keyword?: string }) {
  const where = q.keyword ? anyContains([songs.name, songs.artist], q.keyword) : undefined;
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(songs).where(where),
    db.select().from(songs).where(where).orderBy(desc(songs.id)).limit(q.size).offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list: rows.map(toRow) };
}

export async function addSong(db: Db, input: { name: string; artist: string; album: string; lyric: string; audioKey: string; mime: string; durationMs: number; coverKey: string }) {
  const row = await db
    .insert(songs)
    .values({ name: input.name, artist: input.artist, album: input.album, lyric: input.lyric, audio_key: input.audioKey, mime: input.mime, duration_ms: input.durationMs, cover_key: input.coverKey })
    .returning()
    .get();
  return toRow(row);
}

export async function updateSong(db: Db, bucket: R2Bucket, input: { id: number; name: string; artist: string; album: string; lyric: string; cover: string }) {
  const old = await db.select().from(songs).where(eq(songs.id, input.id)).get();
  if (!old) throw fail(code, musicTexts.songMissing);
  const cover_key = await coverKey(db, input.cover);
  await db.update(songs).set({ name: input.name, artist: input.artist, album: input.album, lyric: input.lyric, cover_key, updatedAt: chinaTime() }).where(eq(songs.id, input.id)).run();
  if (old.cover_key && old.cover_key !== cover_key) await releaseKey(db.$client, bucket, old.cover_key, consoleActor, { library: true });
  return true;
}

export async function deleteSong(db: Db, bucket: R2Bucket, id: number) {
  const old = await db.select().from(songs).where(eq(songs.id, id)).get();
  if (!old) throw fail(code, musicTexts.songMissing);
  await db.batch([db.delete(playlistSongs).where(eq(playlistSongs.song_id, id)), db.delete(songs).where(eq(songs.id, id))]);
  for (const key of [old.audio_key, old.cover_key]) if (key) await releaseKey(db.$client, bucket, key, consoleActor, { library: true });
  return true;
}

export async function listPlaylists(db: Db): Promise<AdminPlaylistRow[]> {
  const [lists, links] = await db.batch([
    db.select().from(playlists).orderBy(asc(playlists.sort), asc(playlists.id)),
    db.select().from(playlistSongs).orderBy(asc(playlistSongs.position)),
  ]);
  return lists.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    cover: coverUrl(p.cover_key),
    sort: p.sort,
    songIds: links.filter((l) => l.playlist_id === p.id).map((l) => l.song_id),
  }));
}

export async function savePlaylist(db: Db, input: { id?: number; name: string; description: string; cover: string; sort: number }) {
  const cover_key = await coverKey(db, input.cover);
  const fields = { name: input.name, description: input.description, cover_key, sort: input.sort };
  if (!input.id) return db.insert(playlists).values(fields).returning({ id: playlists.id }).get();
  const res = await db.update(playlists).set({ ...fields, updatedAt: chinaTime() }).where(eq(playlists.id, input.id)).returning({ id: playlists.id });
  if (!res[0]) throw fail(code, musicTexts.playlistMissing);
  return res[0];
}

export async function deletePlaylist(db: Db, id: number) {
  await db.batch([db.delete(playlistSongs).where(eq(playlistSongs.playlist_id, id)), db.delete(playlists).where(eq(playlists.id, id))]);
  return true;
}

/** Replaces a playlist's songs; their order in the list is the play order. */
export async function setPlaylistSongs(db: Db, id: number, songIds: number[]) {
  const list = await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, id)).get();
  if (!list) throw fail(code, musicTexts.playlistMissing);
  const unique = [...new Set(songIds)];
  if (unique.length) {
    const found = await readChunked(unique, (part) => db.select({ id: songs.id }).from(songs).where(inArray(songs.id, part)).all());
    if (found.length !== unique.length) throw fail(code, musicTexts.songMissing);
  }
  const rows = unique.map((song_id, position) => ({ playlist_id: id, song_id, position }));
  await db.batch([
    db.delete(playlistSongs).where(eq(playlistSongs.playlist_id, id)),
    ...chunks(rows, rowsPerInsert(3)).map((part) => db.insert(playlistSongs).values(part)),
  ]);
  return true;
}
