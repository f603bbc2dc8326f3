/**
 * Signing in with a passkey: options with no credential list (the authenticator offers the
 * discoverable credentials it holds for this host, so no username is typed), then the assertion
 * checked against the stored public key. The answer is the same login a password gives (token,
 * session cookie), with `via: 'passkey'` in the token.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '../../../contract/auth';
import { ErrorCode } from '../../../contract/envelope';
import { type LoginVerifyBody, passkeyTexts } from '../../../contract/passkey';
import type { Db } from '../../db/client';
import { passkeyCredentials, users } from '../../db/schema';
import { chinaTime } from '../../db/time';
import { fail } from '../../http/app-error';
import { signToken } from '../token';
import { DISABLED_ACCOUNT } from '../users';
import { checkCeremony } from './ceremony-check';
import { CEREMONY_TIMEOUT_MS, issueChallenge, takeChallenge } from './challenges';
import { transportsOf } from './registration';
import type { RelyingParty } from './relying-party';

export async function signInOptions(db: Db, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await issueChallenge(db, 'login');
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    // the passkey is the whole sign-in, so the device must check it is its owner (PIN, fingerprint, face)
    userVerification: 'required',
  });
}

interface SignInPlace {
  ip: string;
  ipAddress: string;
}

export async function finishSignIn(db: Db, rp: RelyingParty, { response }: LoginVerifyBody, place: SignInPlace, secret: string): Promise<LoginResult> {
  const row = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credential_id, response.id)).get();
  if (!row) throw fail(ErrorCode.user, passkeyTexts.unknown);
  if (row.rp_id !== rp.rpID) throw fail(ErrorCode.user, passkeyTexts.wrongSite);
  const { verified, authenticationInfo } = await checkCeremony(
    async (challenge) => (await takeChallenge(db, challenge, 'login')) !== null,
    (expectedChallenge) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: { id: row.credential_id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: row.counter, transports: transportsOf(row) as never },
        requireUserVerification: true,
      }),
  );
  // the handle is not signed, but an authenticator that names another account for this credential is not one we know
  if (!verified || (response.response.userHandle && response.response.userHandle !== row.user_handle)) throw fail(ErrorCode.user, passkeyTexts.failed);
  const newCounter = authenticationInfo.newCounter;
  // moves only forward (or stays 0 for authenticators that keep no count): of two answers racing with one count, one wins
  const moved = await db.$client
    .prepare('UPDATE passkey_credential SET counter = ?2, last_used_at = ?3, backed_up = ?4 WHERE id = ?1 AND (counter < ?2 OR (?2 = 0 AND counter = 0)) RETURNING id')
    .bind(row.id, newCounter, chinaTime(), authenticationInfo.credentialBackedUp ? 1 : 0)
    .first();
  if (!moved) throw fail(ErrorCode.user, passkeyTexts.counterWentBack);
  const user = await db.select().from(users).where(eq(users.id, row.user_id)).get();
  if (!user) throw fail(ErrorCode.user, passkeyTexts.unknown);
  if (user.disabled) throw fail(ErrorCode.user, DISABLED_ACCOUNT);
  await db.update(users).set({ ip: place.ip, updatedAt: chinaTime() }).where(eq(users.id, user.id)).run();
  const token = await signToken(
    { id: user.id, username: user.username, role: user.role, nick_name: user.nick_name, sv: user.session_version, via: 'passkey' },
    secret,
  );
  return { token, username: user.username, role: user.role, id: user.id, ipAddress: place.ipAddress };
}
