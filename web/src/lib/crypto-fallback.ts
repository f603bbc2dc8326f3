/**
 * crypto.ts's cipher where the page has no WebCrypto (plain http from another
 * host than localhost): crypto-js, in its own chunk that no secure page
 * loads. CBC is crypto-js's default block mode, so no mode import is needed.
 */
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { lib } from 'crypto-js';
import { AES_IV, AES_KEY } from './crypto';

const KEY = Utf8.parse(AES_KEY);
const options = { iv: Utf8.parse(AES_IV), padding: Pkcs7 };

export function encryptWithCryptoJs(plain: string): string {
  return AES.encrypt(Utf8.parse(plain), KEY, options).ciphertext.toString(Hex);
}

/** Throws (malformed UTF-8) or returns garbage for a value `encrypt` did not write; crypto.ts turns a throw into ''. */
export function decryptWithCryptoJs(cipherHex: string): string {
  return AES.decrypt({ ciphertext: Hex.parse(cipherHex) } as lib.CipherParams, KEY, options).toString(Utf8);
}
