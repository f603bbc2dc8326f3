/** Owner's console: the site settings, page headers and the dashboard. */
import { z } from 'zod';
import { adminTexts, idField, optionalText, siteImageField, siteImageRequired, textField } from './admin-common';
import { isWebAddress } from './links-apply';
import { SITE_IMAGE as SITE_PATH } from './message';

export const settingsTexts = {
  routeRequired: '请选择页面',
  routeTaken: '该页面已经设置了背景图',
  bgRequired: '请上传背景图',
  badLink: '链接应以 http:// 或 https:// 开头',
  blogNameRequired: '请输入博客名称',
} as const;

/** A web address, or a path on this site (the QQ/WeChat "links" are QR images the seed serves). */
const link = (message: string) =>
  z.union([z.literal(''), z.string().trim().refine((v) => isWebAddress(v) || SITE_PATH.test(v), message)], { message }).optional().default('');
export const configBody = z.object({
  blog_name: textField(settingsTexts.blogNameRequired, 55, '博客名称不能超过55个字符'),
  blog_avatar: siteImageField(adminTexts.badImage),
  avatar_bg: siteImageField(adminTexts.badImage),
  personal_say: optionalText(255, '个性签名不能超过255个字符'),
  blog_notice: optionalText(255, '公告不能超过255个字符'),
  qq_link: link(settingsTexts.badLink),
  we_chat_link: link(settingsTexts.badLink),
  github_link: link(settingsTexts.badLink),
  git_ee_link: link(settingsTexts.badLink),
  bilibili_link: link(settingsTexts.badLink),
  we_chat_group: siteImageField(adminTexts.badImage),
  qq_group: siteImageField(adminTexts.badImage),
  we_chat_pay: siteImageField(adminTexts.badImage),
  ali_pay: siteImageField(adminTexts.badImage),
  icp_number: optionalText(55, '备案号不能超过55个字符'),
});
export type ConfigInput = z.infer<typeof configBody>;

export const pageHeaderBody = z.object({
  id: idField(adminTexts.badId).optional(),
  route_name: textField(settingsTexts.routeRequired, 55, settingsTexts.routeRequired),
  bg_url: siteImageRequired(settingsTexts.bgRequired),
});
export const pageHeaderDeleteBody = z.object({ id: idField(adminTexts.badId), url: z.string().optional() });

export interface DashboardData {
  counts: { articles: number; talks: number; comments: number; users: number; messages: number };
  viewTotal: number;
  dailyViews: { day: string; count: number }[];
  recentComments: { id: number; content: string; from_name: string; type: number; for_id: number; createdAt: string }[];
  pendingLinks: { id: number; site_name: string; url: string; createdAt: string }[];
}
