/**
 * Account validation rules (product-spec §5). The login/register form and the
 * API both use these, so a rule and its message live only here.
 */
import { z } from 'zod';

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
} as const;

const USERNAME_MIN = 5;
const USERNAME_MAX = 16;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 18;

const USERNAME_CHARS = /^[A-Za-z0-9]+$/;

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

const text = z.preprocess((v) => (typeof v === 'string' ? v : v == null ? '' : String(v)), z.string());

export const loginBody = z.object({
  username: text.pipe(z.string().trim().min(1, authMessages.emptyCredentials)).pipe(
    z.string().regex(USERNAME_CHARS, authMessages.usernameChars),
  ),
  password: text.pipe(z.string().min(1, authMessages.emptyCredentials)).pipe(z.string().max(128, authMessages.passwordFormat)),
});

export const registerBody = z.object({
  username: text.pipe(
    z.string().superRefine((v, ctx) => {
      const problem = checkUsername(v.trim());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  password: text.pipe(
    z.string().superRefine((v, ctx) => {
      const problem = checkPassword(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  nick_name: text.pipe(z.string().trim().max(20, '昵称不能超过20个字符')).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const updatePasswordBody = z.object({
  password: text.pipe(z.string().min(1, authMessages.passwordRequired)),
  password1: text.pipe(
    z.string().superRefine((v, ctx) => {
      const problem = checkPassword(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  password2: text,
}).refine((b) => b.password1 === b.password2, { message: '两次输入密码不一致', path: ['password2'] });

export const updateOwnInfoBody = z.object({
  nick_name: text.pipe(z.string().trim().min(1, '昵称不能为空').max(20, '昵称不能超过20个字符')),
  avatar: text.pipe(z.string().max(555, '头像地址过长')).optional(),
  qq: text.pipe(z.string().max(20, 'QQ号码过长')).optional(),
});

/** What the client stores as the logged-in user (contract §3.12). */
export interface UserInfo {
  id: number;
  role: number;
  nick_name: string;
  qq: string;
  avatar: string;
  ipAddress: string;
}

export interface LoginResult {
  token: string;
  username: string;
  role: number;
  id: number;
  ipAddress: string;
}

