/**
 * AES-CBC / Pkcs7 with hex output for the token, user info and remembered
 * credentials kept in localStorage (spec §3 "Local state 'user'"). The key
 * lives in the bundle, so this only keeps casual eyes off the values; it is
 * not a secret.
 *
 * WebCrypto, not crypto-js, so the first screen downloads no cipher code: the
 * same 16-byte key (AES-128), IV and block mode, and PKCS7 is WebCrypto's
 * padding for AES-CBC, so the ciphertext is the one crypto-js wrote and values
 * stored by earlier builds stay readable (tests/web/crypto.test.ts compares
 * both). A page served over plain http from another host than localhost has
 * no `crypto.subtle`; only there crypto-js is loaded instead.
 */
export const AES_KEY = 'EdgeBlog2025Key!';
export const AES_IV = 'EdgeBlogInitVec!';

const utf8 = new TextEncoder();
// fatal: bytes that are not UTF-8 mean the value was not written by `encrypt`
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

let webKey: Promise<CryptoKey> | undefined;
const aesCbc = { name: 'AES-CBC', iv: utf8.encode(AES_IV) };

function key(): Promise<CryptoKey> {
  webKey ??= crypto.subtle.importKey('raw', utf8.encode(AES_KEY), 'AES-CBC', false, ['encrypt', 'decrypt']);
  return webKey;
}

const hasWebCrypto = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
const fallback = () => import('./crypto-fallback');

const toHex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function encrypt(plain: string): Promise<string> {
  if (!hasWebCrypto()) return (await fallback()).encryptWithCryptoJs(plain);
  return toHex(await crypto.subtle.encrypt(aesCbc, await key(), utf8.encode(plain)));
}

/** Resolves to '' for anything that is not a value produced by `encrypt`. */
export async function decrypt(cipherHex: string): Promise<string> {
  if (!cipherHex || !/^(?:[0-9a-f]{32})+$/i.test(cipherHex)) return '';
  try {
    if (!hasWebCrypto()) return (await fallback()).decryptWithCryptoJs(cipherHex);
    return fromUtf8.decode(await crypto.subtle.decrypt(aesCbc, await key(), fromHex(cipherHex)));
  } catch {
    return '';
  }
}

export async function encryptJson(value: unknown): Promise<string> {
  return encrypt(JSON.stringify(value));
}

export async function decryptJson<T>(cipherHex: string): Promise<T | null> {
  const plain = await decrypt(cipherHex);
  if (!plain) return null;
  try {
    return JSON.parse(plain) as T;
  } catch {
    return null;
  }
}
