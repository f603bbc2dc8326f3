/** Owner's console: the resources page's entries. */
import { z } from 'zod';
import { adminTexts, idField, optionalText, pagingFields, textField } from './admin-common';
import { isWebAddress } from './links-apply';
import { RESOURCE_KINDS } from './resource';

export const adminResourceTexts = {
  nameRequired: '请输入名称',
  urlInvalid: '网址应以 http:// 或 https:// 开头',
  badKind: '资源类型不合法',
  badIcon: '图标应为本站图片地址或不超过4个字符的文字',
} as const;

export const resourceListBody = z.object({ ...pagingFields(20), kind: z.enum(RESOURCE_KINDS, { message: adminResourceTexts.badKind }).optional() });
export const resourceSaveBody = z.object({
  id: idField(adminTexts.badId).optional(),
  kind: z.enum(RESOURCE_KINDS, { message: adminResourceTexts.badKind }),
  group_name: optionalText(55, '分组名称不能超过55个字符'),
  group_sort: z.number().int().min(0).max(9999).optional().default(0),
  name: textField(adminResourceTexts.nameRequired, 55, '名称不能超过55个字符'),
  description: optionalText(255, '描述不能超过255个字符'),
  url: z.string({ message: adminResourceTexts.urlInvalid }).trim().refine(isWebAddress, adminResourceTexts.urlInvalid),
  icon: z.union([z.literal(''), z.string().regex(/^\/(?!\/)[\w\-./%]*$/), z.string().trim().min(1).max(4)], { message: adminResourceTexts.badIcon }).optional().default(''),
  sort: z.number().int().min(0).max(9999).optional().default(0),
});
export type ResourceInput = z.infer<typeof resourceSaveBody>;
