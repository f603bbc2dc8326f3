/** Owner's console: friend links (api-contract §7 backUpdate/approve/delete, and our list). */
import { z } from 'zod';
import { adminTexts, idField, oneOf, pagingFields } from './admin-common';
import { linkApplyFields } from './links-apply';

export const adminLinkTexts = {
  linkMissing: '友链不存在',
  badStatus: '状态参数不合法',
} as const;

export const linkListAdminBody = z.object({ ...pagingFields(10), status: oneOf([1, 2], adminLinkTexts.badStatus).optional(), site_name: z.string().trim().max(55).optional() });
export const linkBackUpdateBody = z.object({
  ...linkApplyFields,
  id: idField(adminTexts.badId).optional(),
  status: oneOf([1, 2], adminLinkTexts.badStatus).optional(),
});
