/**
 * Making and checking a challenge with altcha-lib (v2, deterministic mode, SHA-256 on WebCrypto):
 * the server draws the counter, derives its key and hands out the key's first 16 bytes; the
 * solver tries counters from 0 until its key starts with them. The key's own HMAC is in the signed
 * parameters, so checking a solution costs two HMACs and no hashing of the work. No D1 here and no
 * classic zod: the chat room checks its frames with this too.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CHALLENGE_ALGORITHM, type ChallengePayload, type ChallengeScope, type ChallengeShape } from '../../../contract/challenge-solution';
import type { ChallengeKeys } from './keys';

/** How long a challenge stays good: enough to type a comment after it was fetched while typing began. */
const CHALLENGE_TTL_SECONDS = 5 * 60;

/** A counter between half of `maxCounter` and all of it, so every challenge of a level costs about the same. */
function drawCounter(maxCounter: number): number {
  const low = Math.ceil(maxCounter / 2);
  const span = maxCounter - low + 1;
  return low + (crypto.getRandomValues(new Uint32Array(1))[0]! % span);
}

export async function makeChallenge(keys: ChallengeKeys, scope: ChallengeScope, uid: number, maxCounter: number, now = Date.now()): Promise<ChallengeShape> {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    counter: drawCounter(maxCounter),
    deriveKey,
    data: { scope, uid, max: maxCounter },
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  return challenge as ChallengeShape;
}

export type SolutionCheck = 'ok' | 'expired' | 'forged' | 'wrong-scope';

/** Signature, expiry, the work itself, and that it was made for this scope and account. Use is recorded elsewhere (used.ts). */
export async function checkSolution(keys: ChallengeKeys, payload: ChallengePayload, scope: ChallengeScope, uid: number): Promise<SolutionCheck> {
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  if (result.expired) return 'expired';
  if (!result.verified) return 'forged';
  const data = payload.challenge.parameters.data;
  return data.scope === scope && data.uid === uid ? 'ok' : 'wrong-scope';
}
