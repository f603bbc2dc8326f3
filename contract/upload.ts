/** Upload limits and the kinds of stored files, shared by the worker and the upload forms. */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What one non-administrator may keep stored in total (sum of their files). */
export const USER_UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;

/**
 * What a stored file is. `upload` is anything sent to /api/upload/img; it
 * becomes `chat` once its owner sends it in the chat room, so clearing the
 * chat removes chat pictures and nothing else. A `variant` is a smaller
 * copy of a picture (contract/image-variants.ts), owned by the picture's
 * owner and removed with it.
 */
export const FILE_KINDS = ['upload', 'chat', 'music-audio', 'music-cover', 'demo', 'variant'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const uploadTexts = {
  chooseImage: '请选择要上传的图片',
  emptyImage: '图片不能为空',
  imageTooBig: `图片不能超过${MAX_IMAGE_BYTES / 1024 / 1024}MB`,
  notImage: '只能上传图片文件（jpg、png、gif、webp、avif）',
  quotaFull: `你上传的图片已达到总量上限（${USER_UPLOAD_QUOTA_BYTES / 1024 / 1024}MB），无法继续上传`,
} as const;
