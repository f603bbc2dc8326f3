/** Owner's console: categories, tags, talks, albums and photos (api-contract §7). */
import { z } from 'zod';
import { adminTexts, idField, idListField, oneOf, optionalText, pagingFields, siteImageField, siteImageRequired, textField } from './admin-common';
import { ID_LIST_MAX, idListTooMany } from './paging';

export const TAXONOMY_NAME_MAX = 55;
export const TALK_MAX = 255;
export const ALBUM_NAME_MAX = 26;
export const ALBUM_DESC_MAX = 55;

export const contentTexts = {
  categoryRequired: '请输入分类名称',
  categoryTooLong: `分类名称不能超过${TAXONOMY_NAME_MAX}个字符`,
  categoryTaken: '分类名称已经存在',
  categoryInUse: '该分类下还有文章，请先移走文章再删除',
  tagRequired: '请输入标签名称',
  tagTooLong: `标签名称不能超过${TAXONOMY_NAME_MAX}个字符`,
  tagTaken: '标签名称已经存在',
  talkRequired: '请输入说说内容',
  talkTooLong: `说说内容不能超过${TALK_MAX}个字符`,
  talkMissing: '说说不存在',
  badStatus: '状态参数不合法',
  badTop: '置顶参数不合法',
  albumRequired: '请输入相册名称',
  albumTooLong: `相册名称不能超过${ALBUM_NAME_MAX}个字符`,
  albumDescTooLong: `相册描述不能超过${ALBUM_DESC_MAX}个字符`,
  albumTaken: '相册名称已经存在',
  albumMissing: '相册不存在',
  coverRequired: '请上传相册封面',
  photosRequired: '请上传至少一张照片',
  missing: '数据不存在',
} as const;

const nameFilter = z.string().trim().max(55).optional();

export const categoryBody = z.object({ category_name: textField(contentTexts.categoryRequired, TAXONOMY_NAME_MAX, contentTexts.categoryTooLong) });
export const categoryUpdateBody = categoryBody.extend({ id: idField(adminTexts.badId) });
export const categoryDeleteBody = z.object({ categoryIdList: idListField(adminTexts.badIdList) });
export const categoryListBody = z.object({ ...pagingFields(10), category_name: nameFilter });

export const tagBody = z.object({ tag_name: textField(contentTexts.tagRequired, TAXONOMY_NAME_MAX, contentTexts.tagTooLong) });
export const tagUpdateBody = tagBody.extend({ id: idField(adminTexts.badId) });
export const tagDeleteBody = z.object({ tagIdList: idListField(adminTexts.badIdList) });
export const tagListBody = z.object({ ...pagingFields(10), tag_name: nameFilter });

export interface TaxonomyRow {
  id: number;
  name: string;
  articleCount: number;
  createdAt: string;
}

const talkFields = {
  content: textField(contentTexts.talkRequired, TALK_MAX, contentTexts.talkTooLong),
  status: oneOf([1, 2], contentTexts.badStatus).optional().default(1),
  is_top: oneOf([1, 2], contentTexts.badTop).optional().default(2),
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
export const talkListAdminBody = z.object({ ...pagingFields(10), status: oneOf([1, 2, 3], contentTexts.badStatus).optional() });
export const talkStatusParams = z.object({ id: idField(adminTexts.badId), status: oneOf([1, 2, 3], contentTexts.badStatus) });
export const talkTopParams = z.object({ id: idField(adminTexts.badId), is_top: oneOf([1, 2], contentTexts.badTop) });

export interface AdminTalkRow {
  id: number;
  content: string;
  status: number;
  is_top: number;
  like_times: number;
  createdAt: string;
  talkImgList: string[];
}

const albumFields = {
  album_name: textField(contentTexts.albumRequired, ALBUM_NAME_MAX, contentTexts.albumTooLong),
  album_cover: siteImageRequired(contentTexts.coverRequired),
  description: optionalText(ALBUM_DESC_MAX, contentTexts.albumDescTooLong),
};
export const albumAddBody = z.object(albumFields);
export const albumUpdateBody = z.object({ ...albumFields, id: idField(adminTexts.badId) });
export const albumListBody = z.object({ ...pagingFields(10), album_name: nameFilter });

export const photoAddBody = z.object({
  photoList: z
    .array(z.object({ album_id: idField(adminTexts.badId), url: siteImageRequired(adminTexts.badImage) }), { message: contentTexts.photosRequired })
    .min(1, contentTexts.photosRequired)
    .max(100, contentTexts.photosRequired),
});
export const photoDeleteBody = z.object({
  imgList: z
    .array(z.object({ id: idField(adminTexts.badId), url: z.string().optional() }), { message: adminTexts.badIdList })
    .min(1, adminTexts.badIdList)
    .max(ID_LIST_MAX, idListTooMany),
  type: oneOf([1, 2], contentTexts.badStatus),
});
export const photoRevertBody = z.object({ idList: idListField(adminTexts.badIdList) });
export const photoListBody = z.object({ ...pagingFields(20), id: idField(adminTexts.badId), status: oneOf([1, 2], contentTexts.badStatus).optional().default(1) });

export interface AdminAlbumRow {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  photoCount: number;
  createdAt: string;
}

export { siteImageField };
