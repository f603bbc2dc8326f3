/**
 * SHA-256 of a message that fits one block (at most 55 bytes), in plain JS. The proof-of-work solver
 * hashes salt ‖ nonce ‖ counter (36 bytes) hundreds of thousands of times: WebCrypto's digest is a
 * promise per hash and ran about 20 times slower in Chromium. The result is the standard SHA-256
 * (tests/web/challenge-sha256.test.ts holds it to node:crypto), so the server checks what this finds.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19] as const;

const ONE_BLOCK_MAX = 55;

/**
 * A one-block message laid out for hashing: the bytes, the 0x80 pad and the bit length. Change
 * bytes through `view` (e.g. a counter), then `digest` into `out` (8 words, big-endian order).
 */
export class OneBlock {
  readonly block = new Uint8Array(64);
  readonly view = new DataView(this.block.buffer);
  private readonly w = new Uint32Array(64);

  constructor(length: number) {
    if (length > ONE_BLOCK_MAX) throw new RangeError('a one-block message holds at most 55 bytes');
    this.block[length] = 0x80;
    this.view.setUint32(60, length * 8, false);
  }

  digest(out: Uint32Array): void {
    const w = this.w;
    for (let i = 0; i < 16; i++) w[i] = this.view.getUint32(i * 4, false);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = H0 as unknown as number[] as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    out[0] = H0[0] + a;
    out[1] = H0[1] + b;
    out[2] = H0[2] + c;
    out[3] = H0[3] + d;
    out[4] = H0[4] + e;
    out[5] = H0[5] + f;
    out[6] = H0[6] + g;
    out[7] = H0[7] + h;
  }
}

/** The digest's 32 bytes as lowercase hex. */
export function wordsToHex(words: Uint32Array): string {
  let hex = '';
  for (const word of words) hex += word.toString(16).padStart(8, '0');
  return hex;
}
