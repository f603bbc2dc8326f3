/**
 * Node twin of worker/services/password.ts: same PBKDF2-SHA256 parameters and
 * the same "pbkdf2$<iterations>$<salt b64>$<hash b64>" format, so hashes made
 * by the seed or the admin bootstrap verify inside the worker.
 */
import { webcrypto } from 'node:crypto';

const ITERATIONS = 100_000;
const encoder = new TextEncoder();

export async function hashPassword(password, salt = webcrypto.getRandomValues(new Uint8Array(16))) {
  const key = await webcrypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await webcrypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, key, 256);
  const b64 = (bytes) => Buffer.from(bytes).toString('base64');
  return `pbkdf2$${ITERATIONS}$${b64(salt)}$${b64(new Uint8Array(bits))}`;
}
