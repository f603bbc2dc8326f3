/**
 * The push payload as the service worker reads it (web/src/sw/push.ts): the rules of
 * contract/push.ts's zod schema, checked by hand. The service worker is downloaded on a reader's
 * first visit and issue 30 gives the feature 10 KB gzip there; zod's mini build was 5 KB of the
 * worker's 7.5 KB, for this one object (the whole feature then measured 11.7 KB). The one input
 * the service worker parses is checked here, and tests/web/push-payload.test.ts holds this check to
 * the zod schema's answers, on fixed cases and on generated ones.
 */
import type { PushPayload } from './push';

/** A same-origin path (may carry ?query and #anchor): a notification never opens another site. */
export const sameOriginPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** zod's string bounds count code points (an emoji is one), not UTF-16 units */
const chars = (value: string) => {
  let n = 0;
  for (const _ of value) n++;
  return n;
};
const text = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && chars(value) >= min && chars(value) <= max;
const optional = (value: unknown, max: number, rule: (v: string) => boolean = () => true) => value === undefined || (text(value, 0, max) && rule(value));

/** The payload, or null when it breaks a rule; like zod, keys it does not know are left out. */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { title, body, url, tag, icon } = data as Record<string, unknown>;
  if (!text(title, 1, 100) || !text(body, 0, 300) || !text(url, 0, 500) || !sameOriginPath(url)) return null;
  if (!optional(tag, 100) || !optional(icon, 500, sameOriginPath)) return null;
  return { title, body, url, ...(tag === undefined ? {} : { tag: tag as string }), ...(icon === undefined ? {} : { icon: icon as string }) };
}
