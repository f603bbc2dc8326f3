/**
 * localStorage wrapper with the spec §9 rules: keys and values are
 * URI-encoded then base64 encoded (the "encryption flag" of the original),
 * empty or null values are never stored, and a missing key reads as ''.
 */

const encode = (text: string): string => btoa(encodeURIComponent(text));
const decode = (text: string): string => decodeURIComponent(atob(text));

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Safari private mode and sandboxed iframes throw on access.
    return null;
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export const storage = {
  get<T = unknown>(key: string): T | '' {
    const raw = backend()?.getItem(encode(key));
    if (raw == null || raw === '') return '';
    try {
      return JSON.parse(decode(raw)) as T;
    } catch {
      return '';
    }
  },

  set(key: string, value: unknown): void {
    const store = backend();
    if (!store || isEmpty(value)) return;
    try {
      store.setItem(encode(key), encode(JSON.stringify(value)));
    } catch {
      // Quota exceeded: losing a cached preference is better than crashing.
    }
  },

  remove(key: string): void {
    backend()?.removeItem(encode(key));
  },
};
