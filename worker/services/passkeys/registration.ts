/**
 * Adding a passkey: options for navigator.credentials.create() (a discoverable credential with
 * user verification, so it alone signs in later), then the browser's answer checked and stored.
 */
import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ErrorCode } from '../../../contract/envelope';
import { PASSKEYS_PER_ACCOUNT, type PasskeyItem, type RegisterVerifyBody, passkeyTexts } from '../../../contract/passkey';
import type { Db } from '../../db/client';
import { config } from '../../db/schema';
import type { LiveUser } from '../../env';
import { fail } from '../../http/app-error';
import { checkCeremony } from './ceremony-check';
import { CEREMONY_TIMEOUT_MS, issueChallenge, takeChallenge } from './challenges';
import { type Confirmation, confirmIdentity } from './confirm-identity';
import { type CredentialRow, listPasskeys, toItem } from './credentials';
import type { RelyingParty } from './relying-party';

/** EdDSA, ES256, RS256: what authenticators make, and what WebCrypto in workerd verifies. */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];

const newUserHandle = () => isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));

export async function registrationOptions(db: Db, user: LiveUser, rp: RelyingParty, confirmation: Confirmation): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await confirmIdentity(db, user, confirmation);
  const existing = await listPasskeys(db, user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT) throw fail(ErrorCode.user, passkeyTexts.tooMany);
  // one handle per account: a device that holds an older passkey of this account on this site replaces it
  const userHandle = existing[0]?.user_handle ?? newUserHandle();
  const challenge = await issueChallenge(db, 'register', { userId: user.id, userHandle });
  const site = await db.select({ name: config.blog_name }).from(config).limit(1).get();
  return generateRegistrationOptions({
    rpName: site?.name || '博客',
    rpID: rp.rpID,
    userName: user.username,
    userID: isoBase64URL.toBuffer(userHandle),
    userDisplayName: user.nick_name || user.username,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.filter((c) => c.rp_id === rp.rpID).map((c) => ({ id: c.credential_id, transports: transportsOf(c) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}

export function transportsOf(row: CredentialRow): string[] {
  try {
    const list: unknown = JSON.parse(row.transports);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export async function finishRegistration(db: Db, user: LiveUser, rp: RelyingParty, body: RegisterVerifyBody): Promise<PasskeyItem> {
  // the handle the options named travels with the challenge
  const issued = { userHandle: null as string | null };
  const take = async (challenge: unknown) => {
    const taken = await takeChallenge(db, challenge, 'register', user.id);
    issued.userHandle = taken?.userHandle ?? null;
    return taken !== null;
  };
  const { verified, registrationInfo } = await checkCeremony(take, (expectedChallenge) =>
    verifyRegistrationResponse({
      response: body.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    }),
  );
  if (!verified || !issued.userHandle) throw fail(ErrorCode.user, passkeyTexts.failed);
  const { credential, credentialDeviceType, credentialBackedUp } = registrationInfo;
  // the cap is checked in the INSERT itself, so two ceremonies finishing at once cannot pass it together
  const row = await db.$client
    .prepare(
      `INSERT INTO passkey_credential (user_id, credential_id, public_key, counter, transports, user_handle, name, device_type, backed_up, rp_id)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE (SELECT count(*) FROM passkey_credential WHERE user_id = ?1) < ?11
       ON CONFLICT (credential_id) DO NOTHING RETURNING *`,
    )
    .bind(
      user.id,
      credential.id,
      isoBase64URL.fromBuffer(credential.publicKey),
      credential.counter,
      JSON.stringify(credential.transports ?? body.response.response.transports ?? []),
      issued.userHandle,
      body.name,
      credentialDeviceType,
      credentialBackedUp ? 1 : 0,
      rp.rpID,
      PASSKEYS_PER_ACCOUNT,
    )
    .first<CredentialRow>();
  if (row) return toItem(row);
  const taken = await db.$client.prepare('SELECT 1 FROM passkey_credential WHERE credential_id = ?1').bind(credential.id).first();
  throw fail(ErrorCode.user, taken ? passkeyTexts.alreadyAdded : passkeyTexts.tooMany);
}
