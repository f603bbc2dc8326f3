import { env } from 'cloudflare:workers';
import { playlists, playlistSongs, songs } from '../../worker/db/schema';
import { db } from './helpers';

/** 4 000 bytes whose value at i is i % 251, so any range can be checked byte for byte. */
export const AUDIO_BYTES = Uint8Array.from({ length: 4000 }, (_, i) => i % 251);

/** A small library: three songs (one with lyrics, one instrumental, one without), two playlists. */
export async function seedMusicFixture() {
  await env.BUCKET.put('music/audio/star.wav', AUDIO_BYTES, { httpMetadata: { contentType: 'audio/wav' } });
  await env.BUCKET.put('music/covers/star.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', {
    httpMetadata: { contentType: 'image/svg+xml' },
  });
  await db()
    .insert(songs)
    .values([
      {
        id: 1, name: '小星星', artist: '法国童谣', album: '童谣时光', alias: 'Twinkle', cover_key: 'music/covers/star.svg',
        audio_key: 'music/audio/star.wav', mime: 'audio/wav', duration_ms: 48000,
        lyric: '[ti:小星星]\n[00:00.60][00:20.60]一闪一闪亮晶晶\n[00:05.60]满天都是小星星',
      },
      {
        id: 2, name: '卡农', artist: '帕赫贝尔 / 弦乐团', album: '古典小品', alias: '', cover_key: 'music/covers/star.svg',
        audio_key: 'music/audio/star.wav', mime: 'audio/wav', duration_ms: 50000, lyric: '[instrumental]',
      },
      {
        id: 3, name: '致爱丽丝', artist: '贝多芬', album: '古典小品', alias: '100%_真', cover_key: '',
        audio_key: 'music/audio/star.wav', mime: 'audio/wav', duration_ms: 40000, lyric: '',
      },
    ]);
  await db()
    .insert(playlists)
    .values([
      { id: 1, name: '童谣时光', cover_key: 'music/covers/star.svg', sort: 1 },
      { id: 2, name: '古典小品', cover_key: 'music/covers/star.svg', sort: 0 },
    ]);
  await db()
    .insert(playlistSongs)
    .values([
      { playlist_id: 1, song_id: 1, position: 0 },
      { playlist_id: 2, song_id: 3, position: 0 },
      { playlist_id: 2, song_id: 2, position: 1 },
      { playlist_id: 2, song_id: 1, position: 2 },
    ]);
}
