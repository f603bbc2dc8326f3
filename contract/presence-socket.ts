/**
 * The presence socket as a page reads it (issue 31; web/src/features/presence): its path, its
 * timings and the room's count frame checked by hand. Every page opens this socket after its first
 * paint, and contract/presence.ts's zod schemas made zod's core (17 KB gzip) part of every page's
 * load for one three-field frame (issue 32). The room keeps parsing with zod (contract/presence.ts
 * re-exports these constants); tests/web/presence-socket.test.ts holds this check to its schema.
 */

export const PRESENCE_SOCKET_PATH = '/ws/presence';
/** The client pings (answered by the runtime without waking the room) this often… */
export const PRESENCE_PING_MS = 20_000;
/** …and the room counts a socket out when its last ping (or its joining) is older than this: a tab killed without a close. */
export const PRESENCE_STALE_MS = 50_000;
/** The page asks for fresh counts this often (a frame that wakes the room), and whenever it moves to another page. */
export const PRESENCE_POLL_MS = 60_000;

/** Room → page: people on the site now, and on this page (its readers; 0 off an article). */
export interface PresenceCounts {
  type: 'presence';
  site: number;
  page: number;
}

// zod's number takes no NaN and no infinity
const count = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The counts, or null when the frame is not one; like zod, keys it does not know are left out. */
export function readPresenceCounts(data: unknown): PresenceCounts | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, site, page } = data as Record<string, unknown>;
  return type === 'presence' && count(site) && count(page) ? { type, site, page } : null;
}
