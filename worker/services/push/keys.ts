/**
 * The VAPID key pair (RFC 8292) push requests are signed with. VAPID_PRIVATE_KEY and
 * VAPID_PUBLIC_KEY when the owner set both (`wrangler secret put`, the base64url pair any VAPID
 * tool prints); otherwise a P-256 pair the worker made for itself on first need, kept in D1
 * (`site_secret` row `vapid`, which export, restore and every API leave alone) like the token
 * signing key (services/signing-secret.ts). The private key is never exported, sent or logged.
 * D1's own statements, not drizzle: the chat room's isolate loads this (db/d1-statements.ts).
 */
import { base64UrlBytes } from '../../../contract/push-topics';

const VAPID_KEY = 'vapid';

export interface VapidEnv {
  DB: D1Database;
  VAPID_PRIVATE_KEY?: string;
  VAPID_PUBLIC_KEY?: string;
}

export interface VapidKeys {
  /** the uncompressed public point, base64url: what the browser's pushManager.subscribe takes */
  publicKey: string;
  /** the private key as a JWK, what the push request builder signs with */
  jwk: JsonWebKey;
}

/** Per isolate: read once, then kept (a stored pair never changes once made). */
let stored: Promise<VapidKeys> | undefined;

export function vapidKeys(env: VapidEnv): Promise<VapidKeys> {
  if (env.VAPID_PRIVATE_KEY && env.VAPID_PUBLIC_KEY) return Promise.resolve(fromSecrets(env.VAPID_PRIVATE_KEY, env.VAPID_PUBLIC_KEY));
  stored ??= storedKeys(env.DB).catch((error: unknown) => {
    stored = undefined;
    throw error;
  });
  return stored;
}

export const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** 0x04 ‖ x ‖ y: the public point as the browser wants it. */
function publicPoint(jwk: JsonWebKey): string {
  const x = base64UrlBytes(jwk.x ?? '');
  const y = base64UrlBytes(jwk.y ?? '');
  if (!x || !y || x.length !== 32 || y.length !== 32) throw new Error('the VAPID key is not a P-256 key');
  return toBase64Url(Uint8Array.of(4, ...x, ...y));
}

/** The pair from the secrets: the private key as its 32 bytes (base64url) or a JWK, the public key as its 65-byte point. */
function fromSecrets(privateKey: string, publicKey: string): VapidKeys {
  const point = base64UrlBytes(publicKey.trim());
  if (!point || point.length !== 65 || point[0] !== 4) throw new Error('VAPID_PUBLIC_KEY is not a base64url P-256 public key');
  const x = toBase64Url(point.slice(1, 33));
  const y = toBase64Url(point.slice(33));
  const text = privateKey.trim();
  const d = text.startsWith('{') ? (JSON.parse(text) as JsonWebKey).d : text.replace(/=+$/, '');
  if (!d || base64UrlBytes(d)?.length !== 32) throw new Error('VAPID_PRIVATE_KEY is not a base64url P-256 private key');
  return { publicKey: toBase64Url(point), jwk: { kty: 'EC', crv: 'P-256', x, y, d } };
}

async function newPair(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const { kty, crv, x, y, d } = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return JSON.stringify({ kty, crv, x, y, d });
}

/**
 * INSERT OR IGNORE, then read back, in one batch: isolates that race on a fresh database each
 * offer a pair, the first one stays, and every one of them reads that one.
 */
async function storedKeys(d1: D1Database): Promise<VapidKeys> {
  const [, read] = await d1.batch<{ value: string }>([
    d1.prepare('INSERT OR IGNORE INTO site_secret (name, value) VALUES (?1, ?2)').bind(VAPID_KEY, await newPair()),
    d1.prepare('SELECT value FROM site_secret WHERE name = ?1').bind(VAPID_KEY),
  ]);
  const value = read?.results[0]?.value;
  if (!value) throw new Error('the VAPID key could not be stored');
  const jwk = JSON.parse(value) as JsonWebKey;
  return { publicKey: publicPoint(jwk), jwk };
}

/** Tests only: what a new isolate starts with. */
export function forgetVapidKeys(): void {
  stored = undefined;
}
