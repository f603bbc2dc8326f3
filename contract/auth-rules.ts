/**
 * Account rules and their messages (product-spec §5), without zod: the login
 * and register forms and the user center check them as people type, and
 * auth.ts builds the API's schemas on them (and re-exports them), so a page
 * with those forms never downloads zod for them.
 */
export const authMessages = {
  usernameRequired: '请输入用户账号',
  usernameLength: '用户账号长度应该在5-16之间',
  usernameChars: '用户名只能是数字和字母组成',
  passwordRequired: '请输入密码',
  loginPasswordRequired: '请输入用户密码',
  passwordFormat: '密码格式应为6-18位数字、字母、符号的任意两种组合',
  confirmRequired: '请输入二次确认密码',
  confirmMismatch: '两次密码不一致',
  emptyCredentials: '用户名或密码为空',
  // a nickname that reads as another account's (worker/services/nickname-fold.ts says what "reads as" means)
  nicknameTaken: '该昵称已被使用',
  nicknameOwner: '不能使用博主的昵称',
  // what is left once invisible characters are taken out
  nicknameBlank: '昵称不能为空',
  accountMissing: '用户不存在',
} as const;

const USERNAME_MIN = 5;
const USERNAME_MAX = 16;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 18;

export const USERNAME_CHARS = /^[A-Za-z0-9]+$/;

/**
 * 6–18 characters, no Chinese, and not made of a single class only
 * (only digits, only lowercase, only uppercase, only symbols).
 */
export function isValidPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return false;
  if (/[\u4e00-\u9fa5]/.test(value)) return false;
  if (/\s/.test(value)) return false;
  if (/^\d+$/.test(value)) return false;
  if (/^[a-z]+$/.test(value)) return false;
  if (/^[A-Z]+$/.test(value)) return false;
  if (/^[^A-Za-z0-9]+$/.test(value)) return false;
  return true;
}

/** First failing message for a register username, or null when valid. */
export function checkUsername(value: string): string | null {
  if (!value) return authMessages.usernameRequired;
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return authMessages.usernameLength;
  if (!USERNAME_CHARS.test(value)) return authMessages.usernameChars;
  return null;
}

export function checkPassword(value: string): string | null {
  if (!value) return authMessages.passwordRequired;
  return isValidPassword(value) ? null : authMessages.passwordFormat;
}

export function checkConfirm(password: string, confirm: string): string | null {
  if (!confirm) return authMessages.confirmRequired;
  return confirm === password ? null : authMessages.confirmMismatch;
}
