/**
 * Who is on the site now (issue 31): every page holds one small socket to the chat room
 * (`/ws/presence`), apart from the chat's own, and the room counts them. zod's mini build: the room
 * parses these frames. A page reads none of this module: its constants and its check of the room's
 * frame are zod-free in presence-socket.ts, held to presenceServerFrame by a test.
 */
import * as z from 'zod/mini';

export { PRESENCE_PING_MS, PRESENCE_POLL_MS, PRESENCE_SOCKET_PATH, PRESENCE_STALE_MS } from './presence-socket';
export type { PresenceCounts } from './presence-socket';

/** What a page reads: `article:<id>` on an article (its readers are counted), nothing elsewhere. */
export const presencePage = z.optional(z.string().check(z.regex(/^article:[1-9]\d{0,9}$/)));

/** Page → room: here I am (on this page now). */
export const presenceClientFrame = z.object({ type: z.literal('presence'), page: presencePage });

/** Room → page: people on the site now, and on this page (its readers; 0 off an article). */
export const presenceServerFrame = z.object({ type: z.literal('presence'), site: z.number(), page: z.number() });
