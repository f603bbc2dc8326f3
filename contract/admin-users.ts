/** Owner's console: accounts (role, disable, profile). */
import { z } from 'zod';
import { adminTexts, idField, oneOf, pagingFields, siteImageField, textField } from './admin-common';

export const adminUserTexts = {
  badRole: '角色不合法',
  badStatus: '状态参数不合法',
  selfRole: '不能取消自己的管理员身份',
  selfDisable: '不能禁用自己',
  userMissing: '用户不存在',
  /** the site's owner (the first administrator, made at /setup) answers only to themselves */
  ownerProtected: '这是站长的账号，只有站长本人可以修改：不能禁用、取消管理员、下线或修改资料',
  /** the same, short enough to sit beside the owner's greyed controls (the full reason is their title) */
  ownerLocked: '仅站长本人可修改',
  /** an account older than the owner's, made administrator, would become the owner */
  ownerPrecedence: '该账号的编号早于站长账号，设为管理员会让它取代站长，已拒绝',
  nickRequired: '请输入昵称',
} as const;

export const userListBody = z.object({ ...pagingFields(10), nick_name: z.string().trim().max(55).optional(), role: oneOf([1, 2], adminUserTexts.badRole).optional() });
export const userRoleParams = z.object({ id: idField(adminTexts.badId), role: oneOf([1, 2], adminUserTexts.badRole) });
export const userDisableParams = z.object({ id: idField(adminTexts.badId), disabled: oneOf([0, 1], adminUserTexts.badStatus) });
export const adminUserInfoBody = z.object({ id: idField(adminTexts.badId), nick_name: textField(adminUserTexts.nickRequired, 55, adminUserTexts.nickRequired), avatar: siteImageField(adminTexts.badImage) });

export interface AdminUserRow {
  id: number;
  username: string;
  nick_name: string;
  avatar: string;
  role: number;
  disabled: number;
  /** the site's owner: only they may change this row (the console greys its controls for everyone else) */
  owner: boolean;
  ip_address: string;
  createdAt: string;
}
