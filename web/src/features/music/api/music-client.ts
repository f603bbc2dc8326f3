/**
 * The music client (spec §7): same 10 s timeout, credentials, JSON and
 * marker headers as the blog client, but success is a body code of 200 and
 * answers are NetEase shapes, not envelopes. Failures resolve to null so the
 * player can carry on (a song that cannot load is skipped, not a crash).
 */
const MUSIC_TIMEOUT_MS = 10_000;

export type Query = Record<string, string | number | undefined>;

/** The address of a music call, written one way: the service worker finds an offline song's answers by it. */
export function musicUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `/wapi${path}${params.size ? `?${params}` : ''}`;
}

export async function musicGet<T extends { code?: number }>(path: string, query: Query = {}): Promise<T | null> {
  const url = musicUrl(path, query);
  try {
    const res = await fetch(url, {
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      signal: AbortSignal.timeout(MUSIC_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as T | null;
    return body && body.code === 200 ? body : null;
  } catch {
    return null;
  }
}
