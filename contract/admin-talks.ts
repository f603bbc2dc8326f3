/** Owner's console: talks (api-contract §7). */
import { z } from 'zod';
import { adminTexts, idField, oneOf, pagingFields, siteImageRequired, textField } from './admin-common';

const TALK_MAX = 255;

export const talkAdminTexts = {
  talkRequired: '请输入说说内容',
  talkTooLong: `说说内容不能超过${TALK_MAX}个字符`,
  talkMissing: '说说不存在',
  badStatus: '状态参数不合法',
  badTop: '置顶参数不合法',
} as const;

const talkFields = {
  content: textField(talkAdminTexts.talkRequired, TALK_MAX, talkAdminTexts.talkTooLong),
  status: oneOf([1, 2], talkAdminTexts.badStatus).optional().default(1),
  is_top: oneOf([1, 2], talkAdminTexts.badTop).optional().default(2),
  talkImgList: z
    // the contract sends [{url}]; a bare string list is accepted too
    .array(z.preprocess((v) => (typeof v === 'string' ? { url: v } : v), z.object({ url: siteImageRequired(adminTexts.badImage) }, { message: adminTexts.badImage })), { message: adminTexts.badImage })
    .max(9, '最多上传9张图片')
    .optional()
    .default([]),
};
export const talkPublishBody = z.object(talkFields);
export const talkUpdateBody = z.object({ ...talkFields, id: idField(adminTexts.badId) });
export type TalkWriteInput = z.infer<typeof talkPublishBody>;
export const talkListAdminBody = z.object({ ...pagingFields(10), status: oneOf([1, 2, 3], talkAdminTexts.badStatus).optional() });
export const talkStatusParams = z.object({ id: idField(adminTexts.badId), status: oneOf([1, 2, 3], talkAdminTexts.badStatus) });
export const talkTopParams = z.object({ id: idField(adminTexts.badId), is_top: oneOf([1, 2], talkAdminTexts.badTop) });

export interface AdminTalkRow {
  id: number;
  content: string;
  status: number;
  is_top: number;
  like_times: number;
  createdAt: string;
  talkImgList: string[];
}
