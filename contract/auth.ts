/**
 * Account validation rules (product-spec §5). The login/register form and the
 * API both use these, so a rule and its message live only here (the rules
 * themselves in auth-rules.ts, without zod).
 */
import { z } from 'zod';
import { authMessages, checkPassword, checkUsername, USERNAME_CHARS } from './auth-rules';

export { authMessages, checkConfirm, checkPassword, checkUsername, isValidPassword } from './auth-rules';

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

