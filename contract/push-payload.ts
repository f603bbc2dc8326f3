/**
 * The push payload as the service worker reads it (web/src/sw/push.ts), in zod's mini build: the
 * service worker is downloaded on a reader's first visit, and classic zod would add about 25 KB
 * gzip to it (mini: about 5 KB; issue 30's budget for the whole worker is 10 KB).
 * contract/push.ts holds the same rules in classic zod for the worker that builds payloads;
 * tests/web/push-payload.test.ts holds the two to the same answers.
 */
import * as z from 'zod/mini';

/** A same-origin path (may carry ?query and #anchor): a notification never opens another site. */
const sameOriginPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

export const pushPayloadMini = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(100)),
  body: z.string().check(z.maxLength(300)),
  url: z.string().check(z.maxLength(500), z.refine(sameOriginPath)),
  tag: z.optional(z.string().check(z.maxLength(100))),
  icon: z.optional(z.string().check(z.maxLength(500), z.refine(sameOriginPath))),
});
