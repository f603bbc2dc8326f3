/** Owner's console: photo albums and their photos (api-contract §7). */
import { z } from 'zod';
import { adminTexts, idField, idListField, oneOf, optionalText, pagingFields, siteImageRequired, textField } from './admin-common';
import { ID_LIST_MAX, idListTooMany } from './paging';

const ALBUM_NAME_MAX = 26;
const ALBUM_DESC_MAX = 55;

export const galleryAdminTexts = {
  albumRequired: '请输入相册名称',
  albumTooLong: `相册名称不能超过${ALBUM_NAME_MAX}个字符`,
  albumDescTooLong: `相册描述不能超过${ALBUM_DESC_MAX}个字符`,
  albumTaken: '相册名称已经存在',
  albumMissing: '相册不存在',
  coverRequired: '请上传相册封面',
  photosRequired: '请上传至少一张照片',
  badStatus: '状态参数不合法',
} as const;

const nameFilter = z.string().trim().max(55).optional();

const albumFields = {
  album_name: textField(galleryAdminTexts.albumRequired, ALBUM_NAME_MAX, galleryAdminTexts.albumTooLong),
  album_cover: siteImageRequired(galleryAdminTexts.coverRequired),
  description: optionalText(ALBUM_DESC_MAX, galleryAdminTexts.albumDescTooLong),
};
export const albumAddBody = z.object(albumFields);
export const albumUpdateBody = z.object({ ...albumFields, id: idField(adminTexts.badId) });
export const albumListBody = z.object({ ...pagingFields(10), album_name: nameFilter });

export const photoAddBody = z.object({
  photoList: z
    .array(z.object({ album_id: idField(adminTexts.badId), url: siteImageRequired(adminTexts.badImage) }), { message: galleryAdminTexts.photosRequired })
    .min(1, galleryAdminTexts.photosRequired)
    .max(100, galleryAdminTexts.photosRequired),
});
export const photoDeleteBody = z.object({
  imgList: z
    .array(z.object({ id: idField(adminTexts.badId), url: z.string().optional() }), { message: adminTexts.badIdList })
    .min(1, adminTexts.badIdList)
    .max(ID_LIST_MAX, idListTooMany),
  type: oneOf([1, 2], galleryAdminTexts.badStatus),
});
export const photoRevertBody = z.object({ idList: idListField(adminTexts.badIdList) });
export const photoListBody = z.object({ ...pagingFields(20), id: idField(adminTexts.badId), status: oneOf([1, 2], galleryAdminTexts.badStatus).optional().default(1) });

export interface AdminAlbumRow {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  photoCount: number;
  createdAt: string;
}
