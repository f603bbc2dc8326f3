/**
 * The proof-of-work challenge (issue 29): who must solve one, handing one out, and checking the
 * solution a write brings. Routes call `checkChallenge` before the write screen
 * (services/write-screen) and store the item held when the verdict is 'unsolved-hold'.
 * docs/security.md tells the whole story.
 */
import type { Context } from 'hono';
import { type ChallengeSettings, CHALLENGE_LEVELS } from '../../../contract/challenge';
import { CHALLENGE_HEADER, type ChallengeAnswer, type ChallengeScope, challengeTexts } from '../../../contract/challenge-solution';
import { ErrorCode } from '../../../contract/envelope';
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import type { AppEnv, LiveUser } from '../../env';
import { fail } from '../../http/app-error';
import { acceptedWrites, countWrite } from './account-writes';
import { challengeKeys } from './keys';
import { makeChallenge } from './pow';
import { redeemSolution } from './redeem';
import { readChallengeSettings } from './settings';
import { signingSecret } from '../signing-secret';

export type ChallengeVerdict = 'solved' | 'not-required' | 'unsolved-hold';

/** Each scope fails with its own domain's code, like the rest of that route's refusals. */
const SCOPE_CODE: Record<ChallengeScope, string> = {
  register: ErrorCode.user,
  note: ErrorCode.message,
  link: ErrorCode.links,
  comment: ErrorCode.comment,
  chat: ErrorCode.chat,
};

type Who = Pick<LiveUser, 'id' | 'role'> | undefined;

/**
 * Whether this write needs a solved challenge: the scope is on, the writer is not the owner, and
 * (board notes) nobody is signed in or (comments, chat) the account is still new.
 */
async function challengeRequired(d1: Parameters<typeof acceptedWrites>[0], settings: ChallengeSettings, scope: ChallengeScope, user: Who): Promise<boolean> {
  if (!settings[scope]) return false;
  if (user?.role === ROLE_ADMIN) return false;
  if (scope === 'register' || scope === 'link') return true;
  if (scope === 'note') return !user;
  if (!user) return true;
  return settings.newAccountWrites > 0 && (await acceptedWrites(d1, user.id)) < settings.newAccountWrites;
}

/**
 * A write's verdict. Throws the refusal (the scope's code, 人机验证已失效，请重试 or 请先完成人机验证后再提交)
 * when a solution is required and is invalid, expired, replayed or made for something else, or is
 * missing and the owner refuses unsolved writes. A missing one answers 'unsolved-hold' when the owner
 * holds them instead (how the original blog-v3 client, which cannot solve, can still write);
 * registration cannot be held, so it is refused.
 */
export async function checkChallenge(c: Context<AppEnv>, scope: ChallengeScope, user?: Who): Promise<ChallengeVerdict> {
  const db = c.var.db;
  const settings = await readChallengeSettings(db);
  if (!(await challengeRequired(db.$client, settings, scope, user))) return 'not-required';
  const redeemed = await redeemSolution(await signingSecret(c.env), db.$client, c.req.header(CHALLENGE_HEADER), scope, user?.id ?? 0);
  if (redeemed === 'ok') {
    // a new account's comment that did the work counts toward it being established
    if (scope === 'comment' && user) await countWrite(db.$client, user.id);
    return 'solved';
  }
  if (redeemed === 'missing' && settings.unsolved === 'hold' && scope !== 'register' && scope !== 'chat') return 'unsolved-hold';
  throw fail(SCOPE_CODE[scope], redeemed === 'missing' ? challengeTexts.required : challengeTexts.invalid);
}

/**
 * For a signed-in socket of a new account while the chat scope is on: the owner's N, the accepted
 * writes at which its messages stop needing a solved challenge; 0 otherwise (an established account,
 * the owner, the scope off). Told to the room when the socket joins; the room reads the account's count
 * itself from then on, so a socket opened while the account was new follows it when another tab or a
 * comment makes it established.
 */
export async function chatChallengesFor(db: Db, user: Pick<LiveUser, 'id' | 'role'>): Promise<number> {
  const settings = await readChallengeSettings(db);
  if (!settings.chat || user.role === ROLE_ADMIN || settings.newAccountWrites === 0) return 0;
  return (await acceptedWrites(db.$client, user.id)) < settings.newAccountWrites ? settings.newAccountWrites : 0;
}

/** GET /api/challenge: a fresh challenge for this scope and visitor, or word that none is needed. */
export async function challengeFor(c: Context<AppEnv>, scope: ChallengeScope): Promise<ChallengeAnswer> {
  const db = c.var.db;
  const settings = await readChallengeSettings(db);
  const user = c.var.user;
  if (!(await challengeRequired(db.$client, settings, scope, user))) return { required: false };
  const challenge = await makeChallenge(await challengeKeys(await signingSecret(c.env)), scope, user?.id ?? 0, CHALLENGE_LEVELS[settings.difficulty].maxCounter);
  return { required: true, challenge };
}

export { readChallengeSettings, saveChallengeSettings } from './settings';
