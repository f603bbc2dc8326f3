/** Friend-link applications (api-contract §3.7 add/frontUpdate), shared by the worker and the apply dialog. */
import { z } from 'zod';
import { isOwnImage } from './own-image';
import { idField } from './paging';

export const LINK_NAME_MAX = 20;
export const LINK_DESC_MAX = 60;

export const linkApplyTexts = {
  nameRequired: '请输入网站名称',
  nameTooLong: `网站名称不能超过${LINK_NAME_MAX}个字符`,
  descRequired: '请输入网站描述',
  descTooLong: `网站描述不能超过${LINK_DESC_MAX}个字符`,
  avatarInvalid: '网站头像地址不合法',
  urlRequired: '请输入网站地址',
  urlInvalid: '网站地址应以 http:// 或 https:// 开头',
  badId: '友链id不合法',
  missing: '友链不存在',
  notYours: '只能修改自己申请的友链',
  applied: '申请成功，等待博主审核',
  updated: '修改成功，等待博主审核',
} as const;

/** http(s) only: a javascript: or data: address must never become a link on the page. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && value.length <= 255;
  } catch {
    return false;
  }
}

export const linkApplyFields = {
  site_name: z.string({ message: linkApplyTexts.nameRequired }).trim().min(1, linkApplyTexts.nameRequired).max(LINK_NAME_MAX, linkApplyTexts.nameTooLong),
  site_desc: z.string({ message: linkApplyTexts.descRequired }).trim().min(1, linkApplyTexts.descRequired).max(LINK_DESC_MAX, linkApplyTexts.descTooLong),
  // optional as in the original form (the list draws an initial instead); when given, an image
  // uploaded to this site, so the links page never loads a third-party image
  site_avatar: z
    .union([z.literal(''), z.string().trim().refine(isOwnImage, linkApplyTexts.avatarInvalid)], { message: linkApplyTexts.avatarInvalid })
    .optional()
    .default(''),
  url: z.string({ message: linkApplyTexts.urlRequired }).trim().min(1, linkApplyTexts.urlRequired).refine(isWebAddress, linkApplyTexts.urlInvalid),
};

/** `user_id` and `status` from the body are ignored: the applicant is the token's user, and every change waits for review. */
export const linkAddBody = z.object({ ...linkApplyFields, id: idField(linkApplyTexts.badId).optional() });
export const linkUpdateBody = z.object({ ...linkApplyFields, id: idField(linkApplyTexts.badId) });
export type LinkApplyInput = z.infer<typeof linkAddBody>;
