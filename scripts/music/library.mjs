#!/usr/bin/env node
/**
 * The built-in music library: renders every tune (WAV), its LRC and cover,
 * and the playlists, as D1 rows and R2 objects. Nothing is committed: the
 * seed generates it in a second or two.
 *
 *   node scripts/music/library.mjs [dir]   write the files to look at / listen to (default .wrangler/demo-music)
 *   import { buildMusicLibrary } ...       what the seed uses (scripts/music/seed-music.mjs)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STORAGE_KEYS } from '../../contract/storage-keys.js';
import { musicCoverSvg } from './covers.mjs';
import { encoreSongs, LONG_PLAYLIST } from './encores.mjs';
import { buildLrc } from './lrc.mjs';
import { renderTune } from './synth.mjs';
import { PLAYLISTS, TUNES } from './tunes.mjs';

export const MIN_SONG_SECONDS = 30;
const songCover = (slug) => `${STORAGE_KEYS.musicCovers}song-${slug}.svg`;
const listCover = (slug) => `${STORAGE_KEYS.musicCovers}playlist-${slug}.svg`;

/**
 * { songs, playlists, links } rows and { key, body, contentType } objects; song ids are 1..n in TUNES order,
 * then the long playlist's further rounds (encores.mjs), which is listed last.
 */
export function buildMusicLibrary() {
  const objects = [];
  const tunes = TUNES.map((tune, i) => {
    const { wav, duration, phraseStarts } = renderTune(tune);
    if (duration < MIN_SONG_SECONDS) throw new Error(`${tune.slug} lasts ${duration.toFixed(1)} s, under ${MIN_SONG_SECONDS} s`);
    const audio = `${STORAGE_KEYS.musicAudio}${tune.slug}.wav`;
    objects.push({ key: audio, body: wav, contentType: 'audio/wav' });
    objects.push({
      key: songCover(tune.slug),
      body: musicCoverSvg({ title: tune.name, subtitle: tune.artist, palette: tune.palette, seed: tune.slug }),
      contentType: 'image/svg+xml',
    });
    return {
      id: i + 1,
      name: tune.name,
      artist: tune.artist,
      album: tune.album,
      alias: tune.alias,
      cover_key: songCover(tune.slug),
      audio_key: audio,
      mime: 'audio/wav',
      duration_ms: Math.round(duration * 1000),
      lyric: buildLrc(tune, phraseStarts),
    };
  });
  const { rounds, order } = encoreSongs(tunes);
  const songs = [...tunes, ...rounds];
  const idOf = new Map(TUNES.map((t, i) => [t.slug, i + 1]));
  const playlists = PLAYLISTS.map((list, i) => {
    objects.push({
      key: listCover(list.slug),
      body: musicCoverSvg({ title: list.name, subtitle: `${list.songs.length} 首`, palette: list.palette, seed: `list-${list.slug}` }),
      contentType: 'image/svg+xml',
    });
    return { id: i + 1, name: list.name, cover_key: listCover(list.slug), description: list.description, sort: i };
  });
  const longId = playlists.length + 1;
  objects.push({
    key: listCover(LONG_PLAYLIST.slug),
    body: musicCoverSvg({ title: LONG_PLAYLIST.name, subtitle: `${order.length} 首`, palette: LONG_PLAYLIST.palette, seed: `list-${LONG_PLAYLIST.slug}` }),
    contentType: 'image/svg+xml',
  });
  playlists.push({ id: longId, name: LONG_PLAYLIST.name, cover_key: listCover(LONG_PLAYLIST.slug), description: LONG_PLAYLIST.description, sort: longId - 1 });
  const links = PLAYLISTS.flatMap((list, i) =>
    list.songs.map((slug, position) => {
      if (!idOf.has(slug)) throw new Error(`playlist ${list.slug} names an unknown song ${slug}`);
      return { playlist_id: i + 1, song_id: idOf.get(slug), position };
    }),
  );
  links.push(...order.map((song_id, position) => ({ playlist_id: longId, song_id, position })));
  return { songs, playlists, links, objects };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? '.wrangler/demo-music');
  const { songs, objects } = buildMusicLibrary();
  for (const { key, body } of objects) {
    await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
    await writeFile(path.join(dir, key), body);
  }
  for (const song of songs) await writeFile(path.join(dir, 'music', `${song.id}-${song.name}.lrc`), song.lyric);
  const bytes = objects.reduce((n, o) => n + (typeof o.body === 'string' ? o.body.length : o.body.byteLength), 0);
  console.log(`demo music: ${songs.length} songs, ${objects.length} files, ${(bytes / 1e6).toFixed(1)} MB in ${dir}`);
}
