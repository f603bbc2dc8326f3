/**
 * A solved challenge as it arrives (header or chat frame field), from text to used: parsed,
 * checked and recorded, so the same solution never counts twice. Shared by the site's routes
 * (index.ts) and the chat room (chat/chat-challenge.ts); no classic zod, no drizzle.
 */
import { CHALLENGE_PAYLOAD_MAX, type ChallengeScope, challengePayload } from '../../../contract/challenge-solution';
import type { D1Statements } from '../../db/d1-statements';
import { challengeKeys } from './keys';
import { checkSolution } from './pow';
import { recordUse } from './used';

export type Redeemed = 'ok' | 'missing' | 'invalid';

export async function redeemSolution(
  secret: string,
  d1: D1Statements & Pick<D1Database, 'batch'>,
  raw: string | undefined,
  scope: ChallengeScope,
  uid: number,
): Promise<Redeemed> {
  if (raw === undefined || raw === '') return 'missing';
  if (raw.length > CHALLENGE_PAYLOAD_MAX) return 'invalid';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'invalid';
  }
  const parsed = challengePayload.safeParse(json);
  if (!parsed.success) return 'invalid';
  const payload = parsed.data;
  if ((await checkSolution(await challengeKeys(secret), payload, scope, uid)) !== 'ok') return 'invalid';
  const fresh = await recordUse(d1, payload.challenge.signature, payload.challenge.parameters.expiresAt);
  return fresh ? 'ok' : 'invalid';
}
