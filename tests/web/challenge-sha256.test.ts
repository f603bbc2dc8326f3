/**
 * The page's proof-of-work solver (web/src/lib/challenge/) finds what the server asks for: its
 * one-block SHA-256 is the standard one (held to node:crypto), and on a challenge made by altcha-lib
 * the counter it finds is the one the server drew and verifies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { OneBlock, wordsToHex } from '../../web/src/lib/challenge/sha256-block';
import { solveSync } from '../../web/src/lib/challenge/solve-sync';
import { solveChallenge as referenceSolve } from '../support/challenge-solver.mjs';

describe('one-block SHA-256', () => {
  it('matches node:crypto for every length a block holds', () => {
    const out = new Uint32Array(8);
    for (let length = 0; length <= 55; length++) {
      const bytes = randomBytes(length);
      const message = new OneBlock(length);
      message.block.set(bytes);
      message.digest(out);
      expect(wordsToHex(out), `length ${length}`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(() => new OneBlock(56)).toThrow(RangeError);
  });
});

describe('solveSync', () => {
  it("finds the server's counter and the server verifies it", async () => {
    const secret = 'test-secret';
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 12_345, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}-key` });
    const tried: number[] = [];
    const solution = solveSync(challenge.parameters, (n) => tried.push(n));
    expect(solution?.counter).toBe(12_345);
    expect(solution).toEqual(referenceSolve(challenge));
    expect(tried.length).toBe(0); // under PROGRESS_EVERY: no report
    const verified = await verifySolution({ challenge, solution: solution!, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}-key` });
    expect(verified.verified).toBe(true);
  });

  it('reports progress on a long search and gives up at its limit', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 70_000, deriveKey });
    const tried: number[] = [];
    expect(solveSync(challenge.parameters, (n) => tried.push(n))?.counter).toBe(70_000);
    expect(tried).toEqual([32_768, 65_536]);
    expect(solveSync(challenge.parameters, undefined, 1_000)).toBeNull();
  });
});
