/** Owner's console: categories and tags (api-contract §7). */
import { z } from 'zod';
import { adminTexts, idField, idListField, pagingFields, textField } from './admin-common';

const TAXONOMY_NAME_MAX = 55;

export const taxonomyTexts = {
  categoryRequired: '请输入分类名称',
  categoryTooLong: `分类名称不能超过${TAXONOMY_NAME_MAX}个字符`,
  categoryTaken: '分类名称已经存在',
  categoryInUse: '该分类下还有文章，请先移走文章再删除',
  tagRequired: '请输入标签名称',
  tagTooLong: `标签名称不能超过${TAXONOMY_NAME_MAX}个字符`,
  tagTaken: '标签名称已经存在',
  missing: '数据不存在',
} as const;

const nameFilter = z.string().trim().max(55).optional();

export const categoryBody = z.object({ category_name: textField(taxonomyTexts.categoryRequired, TAXONOMY_NAME_MAX, taxonomyTexts.categoryTooLong) });
export const categoryUpdateBody = categoryBody.extend({ id: idField(adminTexts.badId) });
export const categoryDeleteBody = z.object({ categoryIdList: idListField(adminTexts.badIdList) });
export const categoryListBody = z.object({ ...pagingFields(10), category_name: nameFilter });

export const tagBody = z.object({ tag_name: textField(taxonomyTexts.tagRequired, TAXONOMY_NAME_MAX, taxonomyTexts.tagTooLong) });
export const tagUpdateBody = tagBody.extend({ id: idField(adminTexts.badId) });
export const tagDeleteBody = z.object({ tagIdList: idListField(adminTexts.badIdList) });
export const tagListBody = z.object({ ...pagingFields(10), tag_name: nameFilter });

export interface TaxonomyRow {
  id: number;
  name: string;
  articleCount: number;
  createdAt: string;
}
