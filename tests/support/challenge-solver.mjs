/**
 * The proof-of-work solver for tests (Node and workerd alike: node:crypto's SHA-256, synchronous):
 * the same algorithm as the page's Web Worker (web/src/features/challenge/), altcha-lib v2 with
 * SHA-256 and cost 1: SHA-256(salt ‖ nonce ‖ counter as 4 big-endian bytes), counters from 0 up, until
 * the key starts with the challenge's keyPrefix. Used only where a test is about the challenge.
 */
import { createHash } from 'node:crypto';

const bytes = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const toHex = (buf) => [...buf].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * @param {{ parameters: { salt: string, nonce: string, keyPrefix: string } }} challenge
 * @returns {{ counter: number, derivedKey: string }}
 */
export function solveChallenge(challenge) {
  const { salt, nonce, keyPrefix } = challenge.parameters;
  const head = [...bytes(salt), ...bytes(nonce)];
  const input = new Uint8Array(head.length + 4);
  input.set(head);
  const view = new DataView(input.buffer);
  const prefix = bytes(keyPrefix);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    view.setUint32(head.length, counter, false);
    const key = createHash('sha256').update(input).digest();
    let match = true;
    for (let i = 0; i < prefix.length && match; i++) match = key[i] === prefix[i];
    if (match) return { counter, derivedKey: toHex(key) };
  }
  throw new Error('no counter solves this challenge');
}

/** What a write carries in X-Challenge: the challenge as it came and its solution. */
export function solutionHeader(challenge) {
  return JSON.stringify({ challenge, solution: solveChallenge(challenge) });
}
