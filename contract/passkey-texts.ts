/**
 * Passkeys' words, limits and answer shapes without zod: the user center and the login dialog
 * import these, and must not pull the validation library into a page's first load
 * (tests/web/first-load.test.ts). contract/passkey.ts re-exports them beside its schemas.
 */

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
