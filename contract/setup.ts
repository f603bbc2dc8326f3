/**
 * First run (/setup): while the site has no administrator, the first visitor makes the owner's
 * account and names the blog. Every rule is one the site already has: the account's from
 * registration (product-spec §5), the nickname's from the user center, the blog name's from the
 * console's settings.
 */
import { z } from 'zod';
import { configBody } from './admin-settings';
import { registerBody, updateOwnInfoBody } from './auth';

export const setupTexts = {
  state: '获取初始化状态成功',
  created: '初始化成功，欢迎你，博主',
  closed: '站点已经初始化，请直接登录',
  usernameTaken: '用户名已经存在',
  tooMany: '初始化过于频繁 请稍后再试',
} as const;

export const setupBody = z.object({
  username: registerBody.shape.username,
  password: registerBody.shape.password,
  nick_name: updateOwnInfoBody.shape.nick_name,
  blog_name: configBody.shape.blog_name,
});
export type SetupBody = z.infer<typeof setupBody>;

/** GET /api/setup */
export interface SetupState {
  /** true while no administrator exists: every page leads to /setup */
  needed: boolean;
}
