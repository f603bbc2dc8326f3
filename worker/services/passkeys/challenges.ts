/**
 * The challenges of passkey ceremonies: handed out with the options, taken (deleted) by the one
 * answer that uses them. A replayed answer finds its challenge gone; an answer after the deadline
 * finds it expired. Each new challenge first deletes the expired ones (an index range, not a scan),
 * so the table holds only the last few minutes' ceremonies without a timer.
 */
import { generateChallenge, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/client';

/** How long a ceremony may take: the browser's prompt times out first (CEREMONY_TIMEOUT_MS). */
const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CEREMONY_TIMEOUT_MS = 3 * 60 * 1000;

type CeremonyKind = 'register' | 'login';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A fresh random challenge (base64url), stored until it is answered or expires. */
export async function issueChallenge(db: Db, kind: CeremonyKind, owner?: { userId: number; userHandle: string }): Promise<string> {
  const challenge = isoBase64URL.fromBuffer(await generateChallenge());
  const now = nowSeconds();
  await db.$client.batch([
    db.$client.prepare('DELETE FROM passkey_challenge WHERE expires_at < ?1').bind(now),
    db.$client
      .prepare('INSERT INTO passkey_challenge (challenge, kind, user_id, user_handle, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(challenge, kind, owner?.userId ?? null, owner?.userHandle ?? null, now + CHALLENGE_TTL_SECONDS),
  ]);
  return challenge;
}

/**
 * Takes the challenge an answer carries: true once, for a live challenge of this kind (and this
 * account, for a registration); after that, or past its deadline, never again. A registration's
 * user handle comes back with it.
 */
export async function takeChallenge(db: Db, challenge: unknown, kind: CeremonyKind, userId?: number): Promise<{ userHandle: string | null } | null> {
  if (typeof challenge !== 'string' || !challenge || challenge.length > 128) return null;
  const row = await db.$client
    .prepare('DELETE FROM passkey_challenge WHERE challenge = ?1 AND kind = ?2 AND user_id IS ?3 AND expires_at >= ?4 RETURNING user_handle')
    .bind(challenge, kind, userId ?? null, nowSeconds())
    .first<{ user_handle: string | null }>();
  return row ? { userHandle: row.user_handle } : null;
}
