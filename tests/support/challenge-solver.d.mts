import type { ChallengeShape } from '../../contract/challenge-solution';

export function solveChallenge(challenge: { parameters: { salt: string; nonce: string; keyPrefix: string } }): { counter: number; derivedKey: string };
export function solutionHeader(challenge: ChallengeShape): string;
