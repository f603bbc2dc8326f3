/**
 * Passkeys (issue 29 item 4): the bodies of /api/passkey/*, their answers, the owner's
 * `passkey` setting and every text both sides show. The WebAuthn answers are the JSON
 * shapes @simplewebauthn/browser sends; each string is capped, so a hostile body is
 * refused here, before any decoding.
 */
import { z } from 'zod';
import './zod-locale';

/** Settings key of the owner's passkey document (services/site-settings.ts). */
export const PASSKEY_SETTING_KEY = 'passkey';

/** The owner's passkey setting; every field has its default, so a missing row reads as off. */
export const passkeySetting = z.object({
  /** the console (every requireAdmin endpoint) accepts only a session signed in with a passkey */
  requireForConsole: z.boolean({ message: '设置格式不正确' }).default(false),
});
export type PasskeySetting = z.infer<typeof passkeySetting>;

/** How the session behind a request was signed in (the token's `via` claim; older tokens: password). */
export type SignInMethod = 'password' | 'passkey';

export const PASSKEY_NAME_MAX = 30;
/** The most passkeys one account keeps: a list a person can still read, and a cap on what one account stores. */
export const PASSKEYS_PER_ACCOUNT = 20;

export const passkeyTexts = {
  nameRequired: '请给通行密钥起个名字',
  nameTooLong: `名字最多 ${PASSKEY_NAME_MAX} 个字`,
  badId: '通行密钥不存在',
  badResponse: '通行密钥的应答格式不正确',
  passwordRequired: '请输入当前密码，确认是你本人',
  passwordWrong: '密码不正确',
  tooMany: `每个账号最多保存 ${PASSKEYS_PER_ACCOUNT} 个通行密钥，请先删除不用的`,
  expired: '通行密钥验证已过期，请重试',
  failed: '通行密钥验证失败，请重试',
  wrongSite: '这个通行密钥不属于本站的当前域名',
  alreadyAdded: '这个通行密钥已经添加过了',
  unknown: '本站没有这个通行密钥，它可能已被删除，请用密码登录',
  counterWentBack: '这个通行密钥的使用计数异常（可能被复制过），已拒绝登录',
  added: '通行密钥已添加',
  renamed: '已重命名',
  removed: '通行密钥已删除',
  listed: '获取通行密钥成功',
  optionsReady: '请在设备上完成验证',
  signedIn: '登录成功',
  settingRead: '获取通行密钥设置成功',
  settingSaved: '通行密钥设置已保存',
  /** requireAdmin's refusal while the console requires a passkey and this session was signed in with a password */
  consoleNeedsPasskey: '后台已设置为只接受通行密钥登录：请退出后使用“通行密钥登录”再进入后台',
  /** turning the requirement on without a passkey would lock the owner out */
  noPasskeyForConsole: '你还没有通行密钥：请先在个人中心添加一个，用它登录后再开启',
  signInWithPasskeyFirst: '请先用通行密钥登录后再开启：这样可以确认你的通行密钥在本站域名下可用',
  /** managing an owner's passkeys while the console requires one: a stolen password must not add or remove them */
  manageNeedsPasskey: '后台要求通行密钥登录时，管理员需要先用通行密钥登录，才能添加或删除通行密钥',
  lastPasskeyForConsole: '后台要求通行密钥登录，不能删除最后一个通行密钥；如需删除，请先在后台“安全”页关闭该要求',
} as const;

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

/** One passkey as its owner sees it in the user center. */
export interface PasskeyItem {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** synced by its provider (iCloud Keychain, Google Password Manager…) rather than bound to one device */
  synced: boolean;
  /** the host name it was made on; it signs in there only */
  rpId: string;
}

/** GET /api/passkey/mine: the account's passkeys and how this session was signed in. */
export interface PasskeyOverview {
  list: PasskeyItem[];
  signedInWith: SignInMethod;
  /** the request's host name: a passkey made on another one cannot sign in here */
  rpId: string;
  /** for an administrator: the console accepts passkey sessions only (false for everyone else) */
  consoleRequiresPasskey: boolean;
}

/** GET/PUT /api/admin/passkey: the setting, and what the owner needs to know to change it. */
export interface PasskeySettingView {
  setting: PasskeySetting;
  /** the owner's own passkeys */
  ownPasskeys: number;
  signedInWith: SignInMethod;
}
