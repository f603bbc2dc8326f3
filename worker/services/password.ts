/**
 * PBKDF2-SHA256 password hashes: "pbkdf2$<iterations>$<salt b64>$<hash b64>".
 * Accounts imported from the original blog arrive with its bcrypt hashes
 * ("$2a$10$…", bcryptjs): those are checked with bcryptjs, and login replaces
 * them with ours on the first right password (needsRehash).
 */
import { compare as bcryptCompare } from 'bcryptjs';

const ITERATIONS = 100_000;
/** The original used cost 10 (about 50-100 ms of CPU once); a hash claiming more would cost every login attempt seconds. */
const BCRYPT = /^\$2[aby]\$(0[4-9]|1[0-2])\$[./A-Za-z0-9]{53}$/;
const enc = new TextEncoder();

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, ITERATIONS);
  return `pbkdf2$${ITERATIONS}$${toB64(salt)}$${toB64(hash)}`;
}

/** A bcrypt hash this worker will check (cost 4-12). */
export const isBcryptHash = (stored: string) => BCRYPT.test(stored);

/** True for a hash that is not ours (an imported bcrypt one): after a right password, store hashPassword's instead. */
export const needsRehash = (stored: string) => !stored.startsWith('pbkdf2$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$2')) return isBcryptHash(stored) && bcryptCompare(password, stored);
  const [scheme, iter, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'pbkdf2' || !iter || !saltB64 || !hashB64) return false;
  const expected = fromB64(hashB64);
  const actual = await derive(password, fromB64(saltB64), Number(iter));
  if (actual.length !== expected.length) return false;
  // constant-time: workerd provides timingSafeEqual on SubtleCrypto
  return crypto.subtle.timingSafeEqual(actual, expected);
}
