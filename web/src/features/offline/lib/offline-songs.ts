import { SONG_RECORD_PREFIX, SONGS_CACHE, songRecordUrl } from '@/sw/protocol';

/** How much audio the songs marked 离线收听 may hold together (shown beside the list). */
export const OFFLINE_SONGS_LIMIT = 300 * 1024 * 1024;

/** What the player hands over for a song (features/music's song list, composed in app/layout). */
export interface SongToKeep {
  id: number;
  name: string;
  artist: string;
  cover: string;
  /** the three /wapi addresses the player asks when it starts the song, exactly as it writes them */
  addresses: { detail: string; url: string; lyric: string };
}

/** One kept song, as the list shows it. */
export interface OfflineSong {
  id: number;
  name: string;
  artist: string;
  bytes: number;
  savedAt: number;
}

export class OfflineSongError extends Error {}

const sameOrigin = (href: string) => new URL(href, window.location.origin).origin === window.location.origin;

async function fetchOk(href: string): Promise<Response> {
  const res = await fetch(href, { credentials: 'same-origin' });
  if (!res.ok) throw new OfflineSongError('下载失败，请检查网络后重试');
  return res;
}

const offlineSupported = () => typeof caches !== 'undefined' && typeof window !== 'undefined';

export async function listOfflineSongs(): Promise<OfflineSong[]> {
  if (!offlineSupported()) return [];
  const cache = await caches.open(SONGS_CACHE);
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname.startsWith(SONG_RECORD_PREFIX));
  const records = await Promise.all(keys.map(async (k) => (await cache.match(k))?.json() as Promise<OfflineSong & { files: string[] }> | undefined));
  return records.filter((r): r is OfflineSong & { files: string[] } => Boolean(r)).map(({ id, name, artist, bytes, savedAt }) => ({ id, name, artist, bytes, savedAt }));
}

/**
 * Keeps a song for offline listening: the three answers the player reads, the audio (whole; the
 * service worker cuts ranges from it) and the cover. Only audio this site serves can be kept: a
 * song from an upstream provider plays from the provider's own host, which the page may not read.
 */
export async function keepOfflineSong(song: SongToKeep): Promise<OfflineSong> {
  if (!offlineSupported()) throw new OfflineSongError('当前浏览器不支持离线收听');
  const [detail, url, lyric] = await Promise.all([fetchOk(song.addresses.detail), fetchOk(song.addresses.url), fetchOk(song.addresses.lyric)]);
  const answer = (await url.clone().json()) as { data?: { url?: string | null; size?: number }[] };
  const audioUrl = answer.data?.[0]?.url;
  if (!audioUrl) throw new OfflineSongError('这首歌暂时无法播放，不能离线保存');
  if (!sameOrigin(audioUrl)) throw new OfflineSongError('这首歌来自外部音乐服务，只能在线收听');
  const used = (await listOfflineSongs()).filter((s) => s.id !== song.id).reduce((sum, s) => sum + s.bytes, 0);
  const announced = answer.data?.[0]?.size ?? 0;
  if (used + announced > OFFLINE_SONGS_LIMIT) throw new OfflineSongError(`离线空间不够了（上限 ${formatBytes(OFFLINE_SONGS_LIMIT)}），请先移除一些离线歌曲`);
  const audio = await fetchOk(audioUrl);
  const body = await audio.blob();
  if (used + body.size > OFFLINE_SONGS_LIMIT) throw new OfflineSongError(`离线空间不够了（上限 ${formatBytes(OFFLINE_SONGS_LIMIT)}），请先移除一些离线歌曲`);
  const cache = await caches.open(SONGS_CACHE);
  const files = [song.addresses.detail, song.addresses.url, song.addresses.lyric, audioUrl];
  await Promise.all([
    cache.put(song.addresses.detail, detail),
    cache.put(song.addresses.url, url),
    cache.put(song.addresses.lyric, lyric),
    cache.put(audioUrl, new Response(body, { headers: { 'Content-Type': audio.headers.get('Content-Type') ?? 'audio/mpeg' } })),
  ]);
  if (song.cover && sameOrigin(song.cover)) {
    // a cover that fails to load leaves the song playable; the player shows its placeholder
    const cover = await fetch(song.cover).catch(() => null);
    if (cover?.ok) {
      await cache.put(song.cover, cover);
      files.push(song.cover);
    }
  }
  const record = { id: song.id, name: song.name, artist: song.artist, bytes: body.size, savedAt: Date.now(), files };
  await cache.put(songRecordUrl(song.id), new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }));
  return record;
}

export async function removeOfflineSong(id: number): Promise<void> {
  if (!offlineSupported()) return;
  const cache = await caches.open(SONGS_CACHE);
  const record = (await (await cache.match(songRecordUrl(id)))?.json()) as { files?: string[] } | undefined;
  // a cover two kept songs share goes with the first; the other plays with the placeholder
  await Promise.all([...(record?.files ?? []), songRecordUrl(id)].map((f) => cache.delete(f)));
}

export async function clearOfflineSongs(): Promise<void> {
  if (offlineSupported()) await caches.delete(SONGS_CACHE);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 100 * 1024 * 1024 ? 1 : 0)} MB`;
}
