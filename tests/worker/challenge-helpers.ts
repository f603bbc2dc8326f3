/**
 * For the tests about the proof-of-work challenge (every other file starts with it off: setup.ts).
 * The owner turns it on through the console's endpoint; a write asks for a challenge like the page
 * does and solves it at the real difficulty with the page's own search (web/src/lib/challenge/solve-sync.ts:
 * plain-JS SHA-256, about 30 times faster here than workerd's node:crypto, one call per hash).
 * tests/support/challenge-solver.mjs, node:crypto's SHA-256, is the reference it is held to
 * (tests/web/challenge-sha256.test.ts) and what the browser journeys use.
 */
import type { ChallengeSettings } from '../../contract/challenge';
import type { ChallengeScope, ChallengeShape } from '../../contract/challenge-solution';
import { solveSync } from '../../web/src/lib/challenge/solve-sync';
import { call } from './helpers';

export const ALL_ON: ChallengeSettings = {
  difficulty: 'medium',
  register: true,
  note: true,
  link: true,
  comment: true,
  chat: true,
  newAccountWrites: 3,
  unsolved: 'refuse',
};

export async function setChallenge(ownerToken: string, settings: Partial<ChallengeSettings>) {
  const res = await call('PUT', '/api/admin/challenge', { body: { ...ALL_ON, ...settings }, token: ownerToken });
  if (res.json?.code !== 0) throw new Error(`challenge settings refused: ${res.text}`);
  return res.json.result as ChallengeSettings;
}

/** GET /api/challenge as this visitor; the answer's result. */
export async function askChallenge(scope: ChallengeScope, opts: { token?: string; ip?: string } = {}) {
  const res = await call('GET', `/api/challenge?scope=${scope}`, opts);
  if (res.json?.code !== 0) throw new Error(`no challenge: ${res.text}`);
  return res.json.result as { required: boolean; challenge?: ChallengeShape };
}

/** A solved challenge for this scope and visitor, as the X-Challenge header's value. */
export async function solved(scope: ChallengeScope, opts: { token?: string; ip?: string } = {}): Promise<string> {
  const answer = await askChallenge(scope, opts);
  if (!answer.challenge) throw new Error(`${scope}: no challenge is required`);
  return solutionHeader(answer.challenge);
}

/** What a write carries in X-Challenge: the challenge as it came and its solution. */
export function solutionHeader(challenge: ChallengeShape): string {
  return JSON.stringify({ challenge, solution: solveSync(challenge.parameters) });
}
