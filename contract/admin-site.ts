/** Owner's console: links, message board, comments, site settings, page headers, users, resources (api-contract §7 + ours). */
import { z } from 'zod';
import { adminTexts, CHINA_TIME, idField, idListField, oneOf, optionalText, pagingFields, siteImageField, siteImageRequired, textField } from './admin-common';
import { isWebAddress, linkApplyFields } from './links-apply';
import { SITE_IMAGE as SITE_PATH } from './message';
import { RESOURCE_KINDS } from './resource';

export const siteTexts = {
  linkMissing: '友链不存在',
  badStatus: '状态参数不合法',
  routeRequired: '请选择页面',
  routeTaken: '该页面已经设置了背景图',
  bgRequired: '请上传背景图',
  badLink: '链接应以 http:// 或 https:// 开头',
  blogNameRequired: '请输入博客名称',
  badRole: '角色不合法',
  selfRole: '不能取消自己的管理员身份',
  selfDisable: '不能禁用自己',
  userMissing: '用户不存在',
  nickRequired: '请输入昵称',
  resourceNameRequired: '请输入名称',
  resourceUrlInvalid: '网址应以 http:// 或 https:// 开头',
  badKind: '资源类型不合法',
  badIcon: '图标应为本站图片地址或不超过4个字符的文字',
} as const;

export const linkListAdminBody = z.object({ ...pagingFields(10), status: oneOf([1, 2], siteTexts.badStatus).optional(), site_name: z.string().trim().max(55).optional() });
export const linkBackUpdateBody = z.object({
  ...linkApplyFields,
  id: idField(adminTexts.badId).optional(),
  status: oneOf([1, 2], siteTexts.badStatus).optional(),
});
export const idListBody = z.object({ idList: idListField(adminTexts.badIdList) });

export const messageListAdminBody = z.object({ ...pagingFields(10), keyword: z.string().trim().max(55).optional() });

export const commentListAdminBody = z.object({
  ...pagingFields(10),
  content: z.string().trim().max(55).optional(),
  from_name: z.string().trim().max(55).optional(),
  to_name: z.string().trim().max(55).optional(),
  time: z.array(z.string().regex(CHINA_TIME)).length(2).optional(),
});
export const commentDeleteParams = z.object({ id: idField(adminTexts.badId), parent_id: z.string().regex(/^(\d+|0|null|undefined)$/, adminTexts.badId) });

/** A web address, or a path on this site (the QQ/WeChat "links" are QR images the seed serves). */
const link = (message: string) =>
  z.union([z.literal(''), z.string().trim().refine((v) => isWebAddress(v) || SITE_PATH.test(v), message)], { message }).optional().default('');
export const configBody = z.object({
  blog_name: textField(siteTexts.blogNameRequired, 55, '博客名称不能超过55个字符'),
  blog_avatar: siteImageField(adminTexts.badImage),
  avatar_bg: siteImageField(adminTexts.badImage),
  personal_say: optionalText(255, '个性签名不能超过255个字符'),
  blog_notice: optionalText(255, '公告不能超过255个字符'),
  qq_link: link(siteTexts.badLink),
  we_chat_link: link(siteTexts.badLink),
  github_link: link(siteTexts.badLink),
  git_ee_link: link(siteTexts.badLink),
  bilibili_link: link(siteTexts.badLink),
  we_chat_group: siteImageField(adminTexts.badImage),
  qq_group: siteImageField(adminTexts.badImage),
  we_chat_pay: siteImageField(adminTexts.badImage),
  ali_pay: siteImageField(adminTexts.badImage),
  icp_number: optionalText(55, '备案号不能超过55个字符'),
});
export type ConfigInput = z.infer<typeof configBody>;

export const pageHeaderBody = z.object({
  id: idField(adminTexts.badId).optional(),
  route_name: textField(siteTexts.routeRequired, 55, siteTexts.routeRequired),
  bg_url: siteImageRequired(siteTexts.bgRequired),
});
export const pageHeaderDeleteBody = z.object({ id: idField(adminTexts.badId), url: z.string().optional() });

export const userListBody = z.object({ ...pagingFields(10), nick_name: z.string().trim().max(55).optional(), role: oneOf([1, 2], siteTexts.badRole).optional() });
export const userRoleParams = z.object({ id: idField(adminTexts.badId), role: oneOf([1, 2], siteTexts.badRole) });
export const userDisableParams = z.object({ id: idField(adminTexts.badId), disabled: oneOf([0, 1], siteTexts.badStatus) });
export const adminUserInfoBody = z.object({ id: idField(adminTexts.badId), nick_name: textField(siteTexts.nickRequired, 55, siteTexts.nickRequired), avatar: siteImageField(adminTexts.badImage) });

export interface AdminUserRow {
  id: number;
  username: string;
  nick_name: string;
  avatar: string;
  role: number;
  disabled: number;
  ip_address: string;
  createdAt: string;
}

export const resourceListBody = z.object({ ...pagingFields(20), kind: z.enum(RESOURCE_KINDS, { message: siteTexts.badKind }).optional() });
export const resourceSaveBody = z.object({
  id: idField(adminTexts.badId).optional(),
  kind: z.enum(RESOURCE_KINDS, { message: siteTexts.badKind }),
  group_name: optionalText(55, '分组名称不能超过55个字符'),
  group_sort: z.number().int().min(0).max(9999).optional().default(0),
  name: textField(siteTexts.resourceNameRequired, 55, '名称不能超过55个字符'),
  description: optionalText(255, '描述不能超过255个字符'),
  url: z.string({ message: siteTexts.resourceUrlInvalid }).trim().refine(isWebAddress, siteTexts.resourceUrlInvalid),
  icon: z.union([z.literal(''), z.string().regex(/^\/(?!\/)[\w\-./%]*$/), z.string().trim().min(1).max(4)], { message: siteTexts.badIcon }).optional().default(''),
  sort: z.number().int().min(0).max(9999).optional().default(0),
});
export type ResourceInput = z.infer<typeof resourceSaveBody>;

export interface DashboardData {
  counts: { articles: number; talks: number; comments: number; users: number; messages: number };
  viewTotal: number;
  dailyViews: { day: string; count: number }[];
  recentComments: { id: number; content: string; from_name: string; type: number; for_id: number; createdAt: string }[];
  pendingLinks: { id: number; site_name: string; url: string; createdAt: string }[];
}
