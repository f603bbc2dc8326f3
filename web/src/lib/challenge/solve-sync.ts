/**
 * The proof-of-work search itself (altcha-lib v2, SHA-256, cost 1): SHA-256(salt ‖ nonce ‖ counter as
 * four big-endian bytes) for counters from 0 up, until the key starts with the challenge's keyPrefix.
 * Synchronous and allocation-free per try; the Web Worker (solver-worker.ts) runs it off the page's
 * thread, and tests run it in Node.
 */
import { OneBlock, wordsToHex } from './sha256-block';

export interface Solution {
  counter: number;
  derivedKey: string;
}

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

/** How often (in tries) `onProgress` hears how far the search is. */
const PROGRESS_EVERY = 1 << 15;

export function solveSync(parameters: { salt: string; nonce: string; keyPrefix: string }, onProgress?: (tried: number) => void, limit = 0xffffffff): Solution | null {
  const head = new Uint8Array([...bytesOf(parameters.salt), ...bytesOf(parameters.nonce)]);
  const message = new OneBlock(head.length + 4);
  message.block.set(head);
  const prefix = parameters.keyPrefix.toLowerCase();
  // whole words of the prefix compare as numbers; an odd tail (never sent by this server) as hex
  const words = Math.floor(prefix.length / 8);
  const want = Uint32Array.from({ length: words }, (_, i) => parseInt(prefix.slice(i * 8, i * 8 + 8), 16));
  const tail = prefix.slice(words * 8);
  const out = new Uint32Array(8);
  for (let counter = 0; counter <= limit; counter++) {
    message.view.setUint32(head.length, counter, false);
    message.digest(out);
    let match = true;
    for (let i = 0; i < words; i++) {
      if (out[i] !== want[i]) {
        match = false;
        break;
      }
    }
    if (match) {
      const derivedKey = wordsToHex(out);
      if (!tail || derivedKey.startsWith(prefix)) return { counter, derivedKey };
    }
    if (onProgress && counter % PROGRESS_EVERY === 0 && counter > 0) onProgress(counter);
  }
  return null;
}
