import type { ChallengeShape } from '../../contract/challenge-solution';

export function solveChallenge(challenge: Pick<ChallengeShape, 'parameters'>): { counter: number; derivedKey: string };
export function solutionHeader(challenge: ChallengeShape): string;
