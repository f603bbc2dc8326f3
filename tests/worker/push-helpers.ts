/**
 * A stand-in push service for the worker's outgoing push requests, and the browser end of a
 * subscription: an ECDH P-256 key pair and auth secret made here, and an RFC 8291 (aes128gcm)
 * decryption written from the RFC with WebCrypto, independent of the library the worker sends
 * with. The VAPID header (RFC 8292) is checked against the site's public key.
 */
import { afterAll, beforeAll, vi } from 'vitest';

const b64u = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unb64u = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

let seq = 0;
/** A browser's push subscription: what PushSubscription.toJSON() gives, and its private half. */
export async function makeBrowser(host = 'push.test') {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const endpoint = `https://${host}/send/${Date.now()}-${++seq}`;
  return { endpoint, keys: { p256dh: b64u(publicRaw), auth: b64u(auth) }, privateKey: pair.privateKey, publicRaw, auth };
}
export type Browser = Awaited<ReturnType<typeof makeBrowser>>;
export const subscriptionOf = (b: Browser) => ({ endpoint: b.endpoint, keys: b.keys });

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

/** RFC 8291 §3–4 and RFC 8188: the header (salt, rs, keyid = the sender's public key), then one record. */
export async function decrypt(body: Uint8Array, browser: Browser): Promise<unknown> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderRaw = body.slice(21, 21 + idLength);
  const sender = await crypto.subtle.importKey('raw', senderRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm, browser.privateKey, 256));
  const ikm = await hkdf(browser.auth, shared, concat(text('WebPush: info\0'), browser.publicRaw, senderRaw), 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.slice(21 + idLength)));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return JSON.parse(new TextDecoder().decode(padded.slice(0, end)));
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT's audience is the push service's origin. */
async function checkVapid(header: string | null, endpoint: string, sitePublicKey: string): Promise<boolean> {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m || m[4] !== sitePublicKey) return false;
  const key = await crypto.subtle.importKey('raw', unb64u(sitePublicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, unb64u(m[3]!), text(`${m[1]}.${m[2]}`));
  const claims = JSON.parse(new TextDecoder().decode(unb64u(m[2]!))) as { aud: string; exp: number; sub: string };
  return ok && claims.aud === new URL(endpoint).origin && claims.exp * 1000 > Date.now() && claims.exp * 1000 <= Date.now() + 24 * 3600_000;
}

export interface Delivery {
  endpoint: string;
  body: Uint8Array;
  headers: Headers;
}

/**
 * Takes over fetch for push.test hosts while the calling file's tests run (every other request
 * goes on as before). Each endpoint
 * answers 201 unless told otherwise (`answer`: a status, or a list consumed in turn).
 */
export function fakePushService() {
  const deliveries: Delivery[] = [];
  const answers = new Map<string, number[]>();
  const real = globalThis.fetch;
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!new URL(url).hostname.endsWith('push.test')) return real(input, init);
    const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
    deliveries.push({ endpoint: url, body, headers: new Headers(init?.headers) });
    const queue = answers.get(url);
    const status = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? 201;
    return new Response(null, { status, headers: status === 429 ? { 'Retry-After': '0' } : {} });
  };
  // installed for the calling file's (or group member's) tests only
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeAll(() => {
    spy = vi.spyOn(globalThis, 'fetch').mockImplementation(fake);
  });
  afterAll(() => spy?.mockRestore());
  return {
    deliveries,
    to: (b: Browser) => deliveries.filter((d) => d.endpoint === b.endpoint),
    answer: (b: Browser, ...statuses: number[]) => answers.set(b.endpoint, statuses),
    checkVapid: (d: Delivery, sitePublicKey: string) => checkVapid(d.headers.get('Authorization'), d.endpoint, sitePublicKey),
    /** Waits until `count` deliveries arrived, then a little more, so an extra one would be seen. */
    async settle(count: number, extraMs = 300) {
      const until = Date.now() + 8000;
      while (deliveries.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, extraMs));
    },
    reset: () => {
      deliveries.length = 0;
      answers.clear();
    },
  };
}
