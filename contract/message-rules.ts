/**
 * The message board's limits, defaults and texts, without zod: the board's
 * first screen reads them, and message.ts (its schemas) re-exports them, so
 * that page never downloads zod for a constant.
 */
export const MESSAGE_PAGE_SIZE = 8;
export const MESSAGE_MAX_LENGTH = 555;
export const MESSAGE_TAG_MAX = 10;
export const HOT_TAG_LIMIT = 10;
export const GUEST_PREFIX = '游客';
export const MESSAGE_DEFAULTS = { color: '#676767', font_size: 12, font_weight: 500 } as const;

export const messageTexts = {
  required: '请输入留言内容',
  tooLong: `留言内容不能超过${MESSAGE_MAX_LENGTH}个字符`,
  badColor: '颜色格式不正确',
  badFontSize: '字体大小应在12-40之间',
  badFontWeight: '字体粗细应在100-900之间',
  badBgUrl: '背景图片地址不合法',
  badTag: `标签不能超过${MESSAGE_TAG_MAX}个字符`,
  badId: '留言id不合法',
  missing: '留言不存在',
  notYours: '只能修改或删除自己的留言',
  addFailed: '发布失败',
  added: '发布成功',
  updated: '修改成功',
  deleted: '删除成功',
} as const;
