/**
 * The two cryptographic halves of a push request, with WebCrypto alone (the runtime's, no
 * package): the payload encrypted to the browser's keys as RFC 8291 prescribes (aes128gcm, RFC
 * 8188: one record, a fresh sender key pair and salt per message), and the VAPID authorization
 * (RFC 8292: an ES256 JWT naming the push service's origin, signed with the site's key).
 * The packages we looked at either spoke the older draft encoding (aesgcm) or pulled in helpers;
 * tests/worker/push-helpers.ts decrypts and verifies from the RFCs, independently of this file.
 */
import { base64UrlBytes } from '../../../contract/push-topics';
import { toBase64Url, type VapidKeys } from './keys';

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** WebCrypto names the peer's key `public`; the runtime's type file spells it `$public`. */
const ecdh = (peer: CryptoKey) => ({ name: 'ECDH', public: peer }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

/** The record size we declare: the whole message fits one record (a push payload is at most 4 KB). */
const RECORD_SIZE = 4096;

/** RFC 8291 §4: header (salt ‖ rs ‖ idlen ‖ keyid = our public key) then the one record, padded with the 0x02 delimiter. */
export async function encryptPayload(plaintext: Uint8Array, p256dh: string, auth: string): Promise<Uint8Array> {
  const browserKey = base64UrlBytes(p256dh);
  const authSecret = base64UrlBytes(auth);
  if (!browserKey || !authSecret) throw new Error('the subscription keys are not base64url');
  if (plaintext.length + 17 > RECORD_SIZE) throw new Error('the push payload is too large');
  const ours = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const ourPublic = new Uint8Array((await crypto.subtle.exportKey('raw', ours.publicKey)) as ArrayBuffer);
  const theirs = await crypto.subtle.importKey('raw', browserKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh(theirs), ours.privateKey, 256));
  const ikm = await hkdf(authSecret, shared, concat(encoder.encode('WebPush: info\0'), browserKey, ourPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, concat(plaintext, Uint8Array.of(2))));
  const header = new Uint8Array(21);
  header.set(salt);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = ourPublic.length;
  return concat(header, ourPublic, record);
}

const jsonPart = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<public key>`; the JWT lives `seconds` (push services refuse more than 24 h). */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, seconds: number): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(Date.now() / 1000) + seconds, sub: subject };
  const unsigned = `${jsonPart({ typ: 'JWT', alg: 'ES256' })}.${jsonPart(claims)}`;
  const key = await crypto.subtle.importKey('jwk', keys.jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(unsigned)));
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}
