/**
 * PBKDF2-SHA256 password hashes: "pbkdf2$<iterations>$<salt b64>$<hash b64>".
 * Accounts imported from the original blog arrive with its bcrypt hashes
 * ("$2a$10$…", bcryptjs): those are checked with bcryptjs, and login replaces
 * them with ours on the first right password (needsRehash).
 *
 * A stored hash is data that may come from outside (a restore archive, a
 * blog-v3 dump), so nothing in it decides how much work a check costs: a
 * PBKDF2 hash must name exactly our iteration count and a bcrypt one a cost of
 * 4-12, or it is a wrong password at once. (A count of 10^9 in a restored hash
 * once held a login, and the isolate's other requests, for 132 s.)
 */
import { compare as bcryptCompare } from 'bcryptjs';

const ITERATIONS = 100_000;
/** The original used cost 10 (about 50-100 ms of CPU once); a hash claiming more would cost every login attempt seconds. */
const BCRYPT = /^\$2[aby]\$(0[4-9]|1[0-2])\$[./A-Za-z0-9]{53}$/;
/** Ours: 16 salt bytes (22 base64 characters and "=="), though 8-64 are taken; a 32-byte hash (43 and "="). */
const PBKDF2 = new RegExp(`^pbkdf2\\$${ITERATIONS}\\$([A-Za-z0-9+/]{11,86}={0,2})\\$([A-Za-z0-9+/]{43}=)$`);
const SALT_BYTES = { min: 8, max: 64 };
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

/** Salt and hash of a PBKDF2 hash made with our own parameters, or null for any other string. */
function ownPbkdf2(stored: string): { salt: Uint8Array; hash: Uint8Array } | null {
  const m = PBKDF2.exec(stored);
  if (!m) return null;
  try {
    const salt = fromB64(m[1]!);
    const hash = fromB64(m[2]!);
    if (salt.length < SALT_BYTES.min || salt.length > SALT_BYTES.max || hash.length !== 32) return null;
    return { salt, hash };
  } catch {
    return null;
  }
}

/** A hash the password check will run: ours (PBKDF2 at exactly our count) or bcrypt of cost 4-12. */
export const isCheckableHash = (stored: string) => isBcryptHash(stored) || ownPbkdf2(stored) !== null;

/**
 * A string that claims one of the schemes we check but not with our parameters: restore and
 * import refuse these. Other strings (an empty password, another blog's format) can never
 * log in and cost nothing to refuse, so they are let through as they always were.
 */
export const isHashOutsideParameters = (stored: string) =>
  (stored.startsWith('pbkdf2$') || stored.startsWith('$2')) && !isCheckableHash(stored);

/** True for a hash that is not ours (an imported bcrypt one): after a right password, store hashPassword's instead. */
export const needsRehash = (stored: string) => !stored.startsWith('pbkdf2$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$2')) return isBcryptHash(stored) && bcryptCompare(password, stored);
  const own = ownPbkdf2(stored);
  if (!own) return false;
  const actual = await derive(password, own.salt, ITERATIONS);
  // constant-time: workerd provides timingSafeEqual on SubtleCrypto
  return crypto.subtle.timingSafeEqual(actual, own.hash);
}
