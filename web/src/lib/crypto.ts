/**
 * AES-CBC / Pkcs7 with hex output for the token, user info and remembered
 * credentials kept in localStorage (spec §3 "Local state 'user'"). The key
 * lives in the bundle, so this only keeps casual eyes off the values; it is
 * not a secret. Modular imports keep the rest of crypto-js out of the bundle.
 */
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { lib } from 'crypto-js';

const KEY = Utf8.parse('EdgeBlog2025Key!');
const IV = Utf8.parse('EdgeBlogInitVec!');

// CBC is crypto-js's default block mode, so no mode import is needed.
const options = { iv: IV, padding: Pkcs7 };

export function encrypt(plain: string): string {
  return AES.encrypt(Utf8.parse(plain), KEY, options).ciphertext.toString(Hex);
}

/** Returns '' for anything that is not a value produced by `encrypt`. */
export function decrypt(cipherHex: string): string {
  if (!cipherHex || !/^[0-9a-f]+$/i.test(cipherHex)) return '';
  try {
    const params = { ciphertext: Hex.parse(cipherHex) } as lib.CipherParams;
    return AES.decrypt(params, KEY, options).toString(Utf8);
  } catch {
    return '';
  }
}

export function encryptJson(value: unknown): string {
  return encrypt(JSON.stringify(value));
}

export function decryptJson<T>(cipherHex: string): T | null {
  const plain = decrypt(cipherHex);
  if (!plain) return null;
  try {
    return JSON.parse(plain) as T;
  } catch {
    return null;
  }
}
