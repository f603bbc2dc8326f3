/**
 * Passkeys (issue 29 item 4): the bodies of /api/passkey/*, their answers, the owner's
 * `passkey` setting and every text both sides show. The WebAuthn answers are the JSON
 * shapes @simplewebauthn/browser sends; each string is capped, so a hostile body is
 * refused here, before any decoding.
 */
import { z } from 'zod';
import { PASSKEY_NAME_MAX, type SignInMethod, passkeyTexts } from './passkey-texts';
import './zod-locale';

export { PASSKEYS_PER_ACCOUNT, passkeyTexts, type PasskeyItem, type PasskeyOverview, type SignInMethod } from './passkey-texts';

/** Settings key of the owner's passkey document (services/site-settings.ts). */
export const PASSKEY_SETTING_KEY = 'passkey';

/** The owner's passkey setting; every field has its default, so a missing row reads as off. */
export const passkeySetting = z.object({
  /** the console (every requireAdmin endpoint) accepts only a session signed in with a passkey */
  requireForConsole: z.boolean({ message: '设置格式不正确' }).default(false),
});
export type PasskeySetting = z.infer<typeof passkeySetting>;

/** base64url text, as WebAuthn's JSON carries every byte string; `max` in characters (= bytes). */
const b64url = (max: number) => z.string({ message: passkeyTexts.badResponse }).max(max, passkeyTexts.badResponse).regex(/^[A-Za-z0-9_-]*$/, passkeyTexts.badResponse);

/** A credential id is at most 1,023 bytes (WebAuthn §5.8.3): 1,364 characters of base64url. */
const credentialId = b64url(1400).min(1, passkeyTexts.badResponse);
/** The extension outputs a browser adds; we ask for none and read none, so only their size matters. */
const extensionResults = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 4096, passkeyTexts.badResponse);
const attachment = z.enum(['platform', 'cross-platform'], { message: passkeyTexts.badResponse }).optional();
const transports = z.array(z.string().max(32, passkeyTexts.badResponse), { message: passkeyTexts.badResponse }).max(10, passkeyTexts.badResponse).optional();

/** navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON). */
const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { message: passkeyTexts.badResponse }),
  response: z.object({
    clientDataJSON: b64url(4096).min(1, passkeyTexts.badResponse),
    // attestation 'none' leaves the authenticator data and key; 16 KB leaves room for an RSA key and extensions
    attestationObject: b64url(16384).min(1, passkeyTexts.badResponse),
    authenticatorData: b64url(16384).optional(),
    transports,
    publicKeyAlgorithm: z.number({ message: passkeyTexts.badResponse }).int(passkeyTexts.badResponse).optional(),
    publicKey: b64url(8192).optional(),
  }, { message: passkeyTexts.badResponse }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
}, { message: passkeyTexts.badResponse });

/** navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON). */
const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { message: passkeyTexts.badResponse }),
  response: z.object({
    clientDataJSON: b64url(4096).min(1, passkeyTexts.badResponse),
    authenticatorData: b64url(4096).min(1, passkeyTexts.badResponse),
    signature: b64url(2048).min(1, passkeyTexts.badResponse),
    userHandle: b64url(128).optional(),
  }, { message: passkeyTexts.badResponse }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
}, { message: passkeyTexts.badResponse });

const passkeyName = z.string({ message: passkeyTexts.nameRequired }).trim().min(1, passkeyTexts.nameRequired).max(PASSKEY_NAME_MAX, passkeyTexts.nameTooLong);
/** The account's password, asked again before a passkey is added or removed (not needed in a passkey session). */
const confirmPassword = z.string({ message: passkeyTexts.passwordRequired }).max(128, passkeyTexts.passwordWrong).optional();
const passkeyId = z.number({ message: passkeyTexts.badId }).int(passkeyTexts.badId).min(1, passkeyTexts.badId).max(2_147_483_647, passkeyTexts.badId);

export const registerOptionsBody = z.object({ password: confirmPassword });
export const registerVerifyBody = z.object({ name: passkeyName, response: registrationResponse });
export type RegisterVerifyBody = z.infer<typeof registerVerifyBody>;
export const loginVerifyBody = z.object({ response: authenticationResponse });
export type LoginVerifyBody = z.infer<typeof loginVerifyBody>;
export const renameBody = z.object({ id: passkeyId, name: passkeyName });
export const removeBody = z.object({ id: passkeyId, password: confirmPassword });

/** GET/PUT /api/admin/security/passkey: the setting, and what the owner needs to know to change it. */
export interface PasskeySettingView {
  setting: PasskeySetting;
  /** the owner's own passkeys */
  ownPasskeys: number;
  signedInWith: SignInMethod;
}
