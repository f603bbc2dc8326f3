/**
 * The proof-of-work challenge's names and words without zod (issue 29): the forms that write import
 * these, and zod (even its mini build) would add itself to those pages' first load
 * (tests/web/first-load.test.ts). challenge-solution.ts has the schemas and re-exports these.
 */
import type { ChallengeShape } from './challenge-solution';

/** The header a solved challenge travels in: the legacy contract's bodies stay as they are. */
export const CHALLENGE_HEADER = 'X-Challenge';

/** Where a challenge may be asked for; settings say which of them require one. */
export const CHALLENGE_SCOPES = ['register', 'note', 'link', 'comment', 'chat'] as const;
export type ChallengeScope = (typeof CHALLENGE_SCOPES)[number];

/** GET /api/challenge answers one of these. */
export type ChallengeAnswer = { required: false } | { required: true; challenge: ChallengeShape };

export const challengeTexts = {
  required: '请先完成人机验证后再提交',
  invalid: '人机验证已失效，请重试',
  badScope: '人机验证的用途不合法',
  solving: '正在进行人机验证…',
  failed: '人机验证未能完成，请稍后重试',
} as const;
