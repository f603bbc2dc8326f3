/**
 * Puts the built-in music library into local D1 + R2. Runs on every seed:
 * it fills an empty library (also in a database seeded before music existed)
 * and leaves a filled one alone; with reset it first removes the library's
 * rows and every R2 object under music/.
 */
import { STORAGE_KEYS } from '../../contract/storage-keys.js';
import { insertRows, recordFiles } from '../lib/d1-write.mjs';
import { buildMusicLibrary } from './library.mjs';

const TABLES = ['music_playlist_song', 'music_playlist', 'music_song'];

export async function wipeMusic(db, bucket) {
  await db.batch([
    ...TABLES.map((t) => db.prepare(`DELETE FROM "${t}"`)),
    db.prepare(`DELETE FROM sqlite_sequence WHERE name IN ('music_playlist', 'music_song')`),
    db.prepare(`DELETE FROM stored_file WHERE key LIKE '${STORAGE_KEYS.music}%'`),
  ]);
  let cursor;
  do {
    const page = await bucket.list({ prefix: STORAGE_KEYS.music, cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Returns how many songs were written (0 when the library already had songs). */
export async function seedMusic(env, { reset = false } = {}) {
  if (reset) await wipeMusic(env.DB, env.BUCKET);
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM music_song').first();
  if (existing?.n) return 0;
  const { songs, playlists, links, objects } = buildMusicLibrary();
  for (const { key, body, contentType } of objects) await env.BUCKET.put(key, body, { httpMetadata: { contentType } });
  const size = (body) => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  await recordFiles(env.DB, objects.map((o) => ({ key: o.key, kind: o.contentType.startsWith('audio/') ? 'music-audio' : 'music-cover', size: size(o.body) })));
  await insertRows(env.DB, 'music_song', songs);
  await insertRows(env.DB, 'music_playlist', playlists);
  await insertRows(env.DB, 'music_playlist_song', links);
  return songs.length;
}
