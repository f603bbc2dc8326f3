/**
 * Who is on the site now (issue 31): every page holds one small socket to the chat room
 * (`/ws/presence`), apart from the chat's own, and the room counts them. zod's mini build: the room
 * parses these frames, and the page loads them after its first paint.
 */
import * as z from 'zod/mini';

export const PRESENCE_SOCKET_PATH = '/ws/presence';
/** The client pings (answered by the runtime without waking the room) this often… */
export const PRESENCE_PING_MS = 20_000;
/** …and the room counts a socket out when its last ping (or its joining) is older than this: a tab killed without a close. */
export const PRESENCE_STALE_MS = 50_000;
/** The page asks for fresh counts this often (a frame that wakes the room), and whenever it moves to another page. */
export const PRESENCE_POLL_MS = 60_000;

/** What a page reads: `article:<id>` on an article (its readers are counted), nothing elsewhere. */
export const presencePage = z.optional(z.string().check(z.regex(/^article:[1-9]\d{0,9}$/)));

/** Page → room: here I am (on this page now). */
export const presenceClientFrame = z.object({ type: z.literal('presence'), page: presencePage });

/** Room → page: people on the site now, and on this page (its readers; 0 off an article). */
export const presenceServerFrame = z.object({ type: z.literal('presence'), site: z.number(), page: z.number() });
export type PresenceCounts = z.infer<typeof presenceServerFrame>;
