/** Building blocks shared by the owner's console schemas (worker validation and web forms). */
import { z } from 'zod';
import { SITE_IMAGE } from './message';
import { idField, idList, pagingFields, wholeNumber } from './paging';

export { idField, pagingFields, wholeNumber };

/** A non-empty list of ids, for bulk actions. */
export const idListField = idList;

/** '' or an image this site serves (uploaded to R2, or the bundled demo set). */
export const siteImageField = (message: string) =>
  z.union([z.literal(''), z.string().trim().max(555, message).regex(SITE_IMAGE, message)], { message }).optional().default('');

/** Required image this site serves. */
export const siteImageRequired = (message: string) => z.string({ message }).trim().min(1, message).max(555, message).regex(SITE_IMAGE, message);

export const textField = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

export const optionalText = (max: number, tooLong: string) => z.string({ message: tooLong }).trim().max(max, tooLong).optional().default('');

/** 1 or 2 style flags (is_top, status…). */
export const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  wholeNumber(message, 0, 1000).refine((v) => values.includes(v), message);

/** "YYYY-MM-DD HH:mm:ss" China time, the contract's date format. */
export const CHINA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** An id in a path segment. */
export const idParam = (message: string) => z.object({ id: idField(message) });


export const adminTexts = {
  badId: 'id不合法',
  badIdList: '请选择要操作的数据',
  badImage: '图片地址不合法，请先上传图片',
  saved: '保存成功',
  deleted: '删除成功',
  listed: '获取列表成功',
} as const;

/** A bulk action's ids (1 to ID_LIST_MAX). */
export const idListBody = z.object({ idList: idListField(adminTexts.badIdList) });
