/**
 * The one own-image rule, shared by the worker and the web app: an image
 * "of this site" is a path `/img/<key>` with nothing that could make a
 * browser or the worker look anywhere else (no scheme, no host, no
 * backslash, no `..`, no `//`). Keys are what the worker issues: short, from
 * a small charset. Checking never throws: bad percent-encoding is simply not
 * an own image.
 */
const OWN_IMAGE_PREFIX = '/img/';
const OWN_IMAGE_KEY_MAX = 300;
const KEY_CHARS = /^[A-Za-z0-9_\-./]+$/;

export const ownImageTexts = {
  invalid: '图片地址不合法，只能使用本站上传的图片',
  notYours: '只能使用自己上传的图片',
} as const;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The R2 key an own-image URL names, or null for anything else. */
export function ownImageKey(url: unknown): string | null {
  // a key of 300 characters needs at most 3 per character when fully percent-encoded
  if (typeof url !== 'string' || url.length > OWN_IMAGE_PREFIX.length + OWN_IMAGE_KEY_MAX * 3) return null;
  if (!url.startsWith(OWN_IMAGE_PREFIX) || url.includes('\\')) return null;
  const key = decoded(url.slice(OWN_IMAGE_PREFIX.length));
  if (!key || key.length > OWN_IMAGE_KEY_MAX || !KEY_CHARS.test(key)) return null;
  if (key.includes('..') || key.includes('//') || key.startsWith('/') || key.endsWith('/')) return null;
  return key;
}

export const isOwnImage = (url: unknown): boolean => ownImageKey(url) !== null;

/** The one spelling of a key's URL, so references compare equal however they were encoded. */
export const ownImageUrl = (key: string): string => OWN_IMAGE_PREFIX + key;
