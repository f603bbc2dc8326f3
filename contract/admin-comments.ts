/** Owner's console: comments. */
import { z } from 'zod';
import { adminTexts, CHINA_TIME, idField, pagingFields } from './admin-common';

export const commentListAdminBody = z.object({
  ...pagingFields(10),
  content: z.string().trim().max(55).optional(),
  from_name: z.string().trim().max(55).optional(),
  to_name: z.string().trim().max(55).optional(),
  time: z.array(z.string().regex(CHINA_TIME)).length(2).optional(),
});
export const commentDeleteParams = z.object({ id: idField(adminTexts.badId), parent_id: z.string().regex(/^(\d+|0|null|undefined)$/, adminTexts.badId) });
